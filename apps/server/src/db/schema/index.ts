export * from './settings';
export * from './network';
export * from './fares';
export * from './content';
export * from './accounts';
export * from './coupons';
export * from './flash-sales';
export * from './faq';
