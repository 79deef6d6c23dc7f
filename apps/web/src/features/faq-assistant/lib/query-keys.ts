/** Query keys of the FAQ assistant; every one starts with 'faq'. */
export const faqKeys = {
  all: ['faq'] as const,
  bank: (query: { pageNum: number; pageSize: number; category?: string; keyword?: string }) =>
    [...faqKeys.all, 'bank', query] as const,
  categories: () => [...faqKeys.all, 'categories'] as const,
  answer: (id: number) => [...faqKeys.all, 'answer', id] as const,
};
