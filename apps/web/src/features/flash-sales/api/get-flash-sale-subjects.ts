import { useQuery } from '@tanstack/react-query';
import type { FlashSaleSubject, FlashSaleSubjects } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { flashSaleKeys } from '../lib/query-keys';
import { clockOffsetFrom } from '../lib/server-clock';

export interface FlashSaleList {
  subjects: FlashSaleSubject[];
  /** Server clock minus browser clock, ms, measured when the list arrived. */
  clockOffsetMs: number;
}

/** The campaigns ongoing and upcoming (`POST /v1/sk/subjects` without a state). */
export async function getFlashSaleSubjects(signal?: AbortSignal): Promise<FlashSaleList> {
  const data = await api.data<FlashSaleSubjects>('POST', '/v1/sk/subjects', { body: {}, signal });
  return { subjects: data.subjects, clockOffsetMs: clockOffsetFrom(data.serverTime) };
}

export const flashSaleSubjectsQueryOptions = keyedQuery(flashSaleKeys.subjects, getFlashSaleSubjects, {
  staleTime: 60_000,
});

export const useFlashSaleSubjects = () => useQuery(flashSaleSubjectsQueryOptions());
