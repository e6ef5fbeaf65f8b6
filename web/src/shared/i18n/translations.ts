import type { en } from './en.ts';
import type { adminEn } from './en-admin.ts';

/**
 * Every English text: the app's, and the admin console's, which join at run time when the console's
 * chunk loads (admin-texts.ts) so that a learner's first screen never downloads them.
 */
type English = typeof en & typeof adminEn;

/** Every language has every English key, with a text of its own. */
export type Translations = { [Section in keyof English]: { [Key in keyof English[Section]]: string } };
