import { useQuery } from '@tanstack/react-query';
import type { FaqAnswer } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { faqKeys } from '../lib/query-keys';

/** The FAQ answer (docs/rules.md: id, channelType 0 → data). */
export const getFaqAnswer = (id: number, signal?: AbortSignal) =>
  api.data<FaqAnswer>('POST', '/v1/dialog/content', { body: { id, channelType: 0 }, signal });

export const faqAnswerQueryOptions = keyedQuery(faqKeys.answer, getFaqAnswer, { staleTime: 5 * 60_000 });

export const useFaqAnswer = (id: number, enabled = true) =>
  useQuery({ ...faqAnswerQueryOptions(id), enabled });
