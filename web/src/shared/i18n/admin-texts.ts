import { adminEn } from './en-admin.ts';
import { i18n } from './i18n.ts';

/**
 * The admin console's English texts join the app's when a screen of the console loads (every file of
 * it that shows a text imports this module): a learner's first screen never downloads them. The Hindi
 * ones are in hi.ts, which loads with the first Hindi screen anyway.
 */
i18n.addResourceBundle('en', 'translation', adminEn, true, false);
