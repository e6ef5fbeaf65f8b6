import type { en } from './en.ts';
import type { adminEn } from './en-admin.ts';
import type * as screensEn from './en-screens/index.ts';

/**
 * Every English text: the first screen's, the lazily loaded screens' (en-screens/) and the admin
 * console's, which join at run time when their chunk loads (add-english.ts, admin-texts.ts) so that a
 * learner's first screen never downloads them.
 */
type English = typeof en & typeof screensEn & typeof adminEn;

/** Every language has every English key, with a text of its own. */
export type Translations = { [Section in keyof English]: { [Key in keyof English[Section]]: string } };
