import { useQuery } from '@tanstack/react-query';
import type { FaqCategoryCount } from '@jc/shared';
import { api } from '@/lib/api-client';
import { keyedQuery } from '@/lib/endpoint-query';
import { faqKeys } from '../lib/query-keys';

/** The bank's categories in the FAQ page's order, each with its number of questions. */
export const getFaqCategories = (signal?: AbortSignal) =>
  api.data<FaqCategoryCount[]>('GET', '/v1/dialog/categories', { query: { channelType: 0 }, signal });

export const faqCategoriesQueryOptions = keyedQuery(faqKeys.categories, getFaqCategories, {
  staleTime: 5 * 60_000,
});

export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());
