export * from './business.ts';
export * from './caches.ts';
export * from './consumers.ts';
export * from './exposition.ts';
export * from './http.ts';
export * from './outbox.ts';
export * from './pool.ts';
export * from './registry.ts';
