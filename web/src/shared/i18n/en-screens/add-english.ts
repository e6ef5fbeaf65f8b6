import { i18n } from '../instance.ts';

/**
 * Adds the English texts of lazily loaded screens when their module loads. Every file that shows one of
 * a section's texts imports that section's module here (`en-screens.test.ts` checks it), so the texts
 * come with the screen's chunk: the first screen never downloads them, and a screen opened directly
 * has them before it renders. The Hindi ones are all in hi.ts, which loads with the first Hindi screen.
 */
export const addEnglish = (texts: Record<string, object>) =>
  i18n.addResourceBundle('en', 'translation', texts, true, false);
