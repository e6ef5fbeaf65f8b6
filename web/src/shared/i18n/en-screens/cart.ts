import { addEnglish } from './add-english.ts';

/** The English texts of the cart: they load with the screens that show them (see add-english.ts). */
export const cart = {
  logInToSeeYour: 'Log in to see your cart',
  loadingYourCart: 'Loading your cart',
  failedToLoadYourCart: 'Failed to load your cart',
  yourCartIsEmpty: 'Your cart is empty.',
  findACourseAndAdd: 'Find a course and add it to your cart.',
  browseCourses: 'Browse Courses',
  coursesInYourCart: 'Courses in your cart',
  quantity: 'Quantity:',
  remove: 'Remove {{title}}',
  removing: 'Removing...',
  remove2: 'Remove',
  orderSummary: 'Order summary',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',
  shoppingCart: 'Shopping cart',
  coursesYouAreAboutTo: 'Courses you are about to buy.',
  taxInvoiceOptional: 'Tax invoice (optional)',
  gstin: 'GSTIN',
  forAGstRegisteredBusiness: 'For a GST-registered business: 15 characters, e.g. 27AAPFU0939F1ZV',
  billingState: 'Billing state',
  chooseYourState: 'Choose your state',
  billingAddress: 'Billing address',
  courses: 'Courses',
  total: 'Total',
} as const;
addEnglish({ cart });
