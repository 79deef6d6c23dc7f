/** Query keys of saved passengers; all start with 'passengers' so logging out drops them. */
export const passengerKeys = {
  all: ['passengers'] as const,
  list: (token: string | null) => [...passengerKeys.all, 'list', token] as const,
  detail: (token: string | null, id: number) => [...passengerKeys.all, 'detail', token, id] as const,
};
