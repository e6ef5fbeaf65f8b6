import { adminEn } from './en-admin.ts';
import { addEnglish } from './en-screens/add-english.ts';

/**
 * The admin console's English texts join the app's when the console's chunk loads: its entry,
 * features/admin/admin-pages.ts, imports this module once, so a learner's first screen never downloads
 * them (unit tests get them from vitest.setup.ts). The Hindi ones are in hi.ts, which loads with the
 * first Hindi screen anyway.
 */
addEnglish(adminEn);
