export * from './api';
export * from './airline';
export * from './constants';
export * from './money';
export * from './schemas/system';
export * from './rules';
export * from './schemas/network';
