import { createContext, type ReactNode, useContext } from 'react';

/**
 * Every word the kit's components show or announce on their own (not passed in by the app), and the
 * locale they format numbers and money in. English by default; an app in another language gives its
 * texts once with `KitTextProvider`, so the kit itself needs no translation library.
 */
export const englishKitText = {
  locale: undefined as string | undefined,
  close: 'Close',
  loading: 'Loading',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  price: 'Price: ',
  originalPrice: 'Original price: ',
  noRatingsYet: 'No ratings yet',
  rated: (average: string, count: number) =>
    `Rated ${average} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  switchTheme: (theme: string) => `Switch to ${theme} theme`,
  accountMenuFor: 'Account menu for',
  settings: 'Settings',
  logout: 'Logout',
  mainNavigation: 'Main',
  cart: 'Cart',
  cartWithItems: (count: number) => `Cart, ${count} items`,
  goTo: 'Go to',
  dashboard: 'Dashboard',
  login: 'Login',
  signUp: 'Sign Up',
  menu: 'Menu',
  brand: 'Academy',
  backToDashboard: 'Back to Dashboard',
  yourAccount: 'Your Account',
  breadcrumb: 'Breadcrumb',
  nothingToShow: 'Nothing to show',
  confirm: 'Confirm',
  cancel: 'Cancel',
  cookiePreferences: 'Cookie Preferences',
  cookiesUse:
    'We use cookies to keep you signed in, remember your preferences and understand how the academy is used.',
  ok: 'OK',
  agreeAndProceed: 'Agree and proceed',
  socialMedia: 'Social media',
  legal: 'Legal',
  newsletter: 'Newsletter',
  subscribeToNewsletter: 'Subscribe to our newsletter',
  emailExample: 'you@example.com',
  go: 'Go',
  thanksForSubscribing: 'Thanks for subscribing!',
  ourOffices: 'Our Offices',
  seeAllOffices: 'See All Offices',
  installOnIos: 'Install on iOS',
  installApp: 'Install App',
  installWhy: 'Add Academy to your home screen to get back to your courses in one tap.',
  dismiss: 'Dismiss',
  installNow: 'Install Now',
  showInstallationGuide: 'Show Installation Guide',
  iosStepOpenInSafari: 'Open this page in Safari.',
  iosStepTapShare: 'Tap the Share button.',
  iosStepAddToHomeScreen: 'Scroll down and tap Add to Home Screen.',
  iosStepTapAdd: 'Tap Add.',
  chooseAFile: 'Choose a file',
  orDragItHere: ' or drag it here',
  remove: 'Remove',
  previewOf: (name: string) => `Preview of ${name}`,
  acceptedTypes: (accept: string) => `Accepted: ${accept}`,
  upToSize: (size: string) => `up to ${size}`,
  notAcceptedFileType: (name: string, accept: string) => `${name} is not an accepted file type (${accept}).`,
  fileTooLarge: (name: string, limit: string) => `${name} is too large: the limit is ${limit}.`,
  skipToContent: 'Skip to content',
  courseModules: 'Course modules',
  selectPlaceholder: 'Select…',
  moduleCounts: (documents: number, videos: number, quizzes: number) =>
    [
      `${documents} document${documents === 1 ? '' : 's'}`,
      `${videos} video${videos === 1 ? '' : 's'}`,
      `${quizzes} ${quizzes === 1 ? 'quiz' : 'quizzes'}`,
    ].join(' · '),
};
export type KitText = typeof englishKitText;

/** The kit's words that are plain text: not the locale, nor the sentences built from values. */
export type KitWords = { [Key in keyof KitText as KitText[Key] extends string ? Key : never]: string };

/** The plain-text words of `text`: what an app translates key by key. */
export const kitWords = (text: KitText): KitWords =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => typeof value === 'string')) as KitWords;

const KitTextContext = createContext<KitText>(englishKitText);

export function KitTextProvider({ text, children }: { text: KitText; children: ReactNode }) {
  return <KitTextContext.Provider value={text}>{children}</KitTextContext.Provider>;
}

/** The kit's words in the app's language (English outside a provider, e.g. in Storybook). */
export const useKitText = () => useContext(KitTextContext);
