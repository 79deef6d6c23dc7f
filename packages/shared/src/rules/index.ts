export * from './messages';
export * from './dates';
export * from './flight-search';
export * from './flight-status';
export * from './checkin';
export * from './faq';
export * from './fares';
export * from './account';
