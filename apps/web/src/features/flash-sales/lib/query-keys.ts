/** Query keys of the flash-sale feature. */
export const flashSaleKeys = {
  all: ['flash-sales'] as const,
  subjects: () => [...flashSaleKeys.all, 'subjects'] as const,
  /** Keyed by the token too: a signed-in passenger's answer carries the seats they hold. */
  routes: (subjectId: number, token: string | null) =>
    [...flashSaleKeys.all, 'routes', subjectId, token ?? ''] as const,
};
