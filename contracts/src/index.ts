export * from './errors.ts';
export * from './events/index.ts';
export * from './http/index.ts';
