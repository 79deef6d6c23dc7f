import { queryOptions } from '@tanstack/react-query';
import { FAQ_PAGE_SIZE } from '@jc/shared/constants';
import type { FaqCategory, FaqItem } from '@jc/shared';
import { api } from '@/lib/api-client';
import { pagedQuery } from '@/lib/endpoint-query';
import { faqKeys } from '../lib/query-keys';

export interface QuestionBankQuery {
  pageNum: number;
  pageSize?: number;
  category?: FaqCategory;
  /** Searches the bank with the assistant's retrieval, best first. */
  keyword?: string;
}

/** The FAQ list (docs/rules.md: pageSize 12, pageNum, channelType 0 → rows, total). */
export const getQuestionBank = (query: QuestionBankQuery, signal?: AbortSignal) =>
  api.page<FaqItem>('GET', '/v1/dialog/questionBank', {
    query: {
      pageSize: query.pageSize ?? FAQ_PAGE_SIZE,
      pageNum: query.pageNum,
      channelType: 0,
      category: query.category,
      keyword: query.keyword || undefined,
    },
    signal,
  });

export const questionBankQueryOptions = (query: QuestionBankQuery) => {
  const key = { ...query, pageSize: query.pageSize ?? FAQ_PAGE_SIZE };
  return queryOptions({
    queryKey: faqKeys.bank(key),
    queryFn: ({ signal }) => getQuestionBank(key, signal),
    staleTime: 5 * 60_000,
  });
};

export const useQuestionBank = pagedQuery(questionBankQueryOptions);
