export * from './database.ts';
export * from './nats.ts';
export * from './ports.ts';
export * from './s3.ts';
export * from './tokens.ts';
