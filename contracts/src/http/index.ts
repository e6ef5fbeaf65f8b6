export * from './admin.ts';
export * from './catalogue.ts';
export * from './certificate.ts';
export * from './common.ts';
export * from './learning.ts';
export * from './preferences.ts';
export * from './profile.ts';
export * from './user.ts';
