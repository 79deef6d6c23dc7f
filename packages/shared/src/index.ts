export * from './api';
export * from './airline';
export * from './constants';
export * from './money';
export * from './schemas/system';
