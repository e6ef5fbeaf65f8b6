/**
 * Every lazily loaded screen's English, for types and tests. Screens import their section's module
 * itself: importing this one would download them all at once.
 */
export { account } from './account.ts';
export { cart } from './cart.ts';
export { category } from './category.ts';
export { certificates } from './certificates.ts';
export { checkout } from './checkout.ts';
export { courseSearch } from './course-search.ts';
export { courses } from './courses.ts';
export { dashboard } from './dashboard.ts';
export { learning } from './learning.ts';
export { mailLinks } from './mail-links.ts';
export { marketing } from './marketing.ts';
export { orders } from './orders.ts';
export { preview } from './preview.ts';
export { profile } from './profile.ts';
export { progress } from './progress.ts';
export { results } from './results.ts';
export { reviews } from './reviews.ts';
export { settings } from './settings.ts';
export { subscription } from './subscription.ts';
export { support } from './support.ts';
export { verify } from './verify.ts';
