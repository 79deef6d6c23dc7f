/**
 * The roots of the query keys that hold one account's data. Each feature's key factory starts
 * from its root here, so that signing in as someone else can drop exactly those caches without
 * the account code knowing every feature that keeps such data.
 */
export const accountScopedRoots = {
  account: ['account'],
  passengers: ['passengers'],
  coupons: ['coupons'],
  orders: ['orders'],
  booking: ['booking'],
  refunds: ['refunds'],
  upgrades: ['upgrades'],
  checkIn: ['check-in'],
  follows: ['follows'],
  specialTravellers: ['specialTravellers'],
  changes: ['changes'],
} as const;
