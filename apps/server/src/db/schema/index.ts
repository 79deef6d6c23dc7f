export * from './settings';
export * from './network';
export * from './fares';
