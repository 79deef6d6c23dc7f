// Test data from factories with sensible defaults, shared by every test file.
export * from './clock';
export * from './members';
export * from './passengers';
export * from './selections';
export * from './orders';
export * from './inventory';
export * from './coupons';
export * from './pending-orders';
