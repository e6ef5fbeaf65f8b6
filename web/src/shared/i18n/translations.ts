import type { en } from './en.ts';

/** Every language has every English key, with a text of its own. */
export type Translations = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };
