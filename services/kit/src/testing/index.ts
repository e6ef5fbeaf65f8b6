export * from './database.ts';
export * from './eventually.ts';
export * from './images.ts';
export * from './nats.ts';
export * from './ports.ts';
export * from './publisher.ts';
export * from './s3.ts';
export * from './tokens.ts';
