import type { Page } from 'playwright-core';

/**
 * A course's entry in the admin console's course list: a table row on a wide screen, a card on a phone
 * (only one of the two is shown).
 */
export const adminCourseEntry = (page: Page, title: string, phone: boolean) =>
  phone
    ? page.getByRole('list', { name: 'All courses' }).getByRole('listitem').filter({ hasText: title })
    : page.getByRole('region', { name: 'All courses' }).getByRole('row').filter({ hasText: title });
