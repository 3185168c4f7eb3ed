export * from './tables';
export * from './finish-order';
export * from './track';
export * from './cross-country';
export * from './teams';
