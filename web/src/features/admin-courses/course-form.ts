import type { Course, CourseLevel, CourseUpdateBody } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';

/** What the course form holds: text as typed; prices in rupees, e.g. '9999' or '9,999.50'. */
export interface CourseFormValues {
  title: string;
  description: string;
  category: string;
  createdBy: string;
  price: string;
  originalPrice: string;
  /** How much the course asks of a learner: the search's level filter finds it by this. */
  level: CourseLevel;
}

export type CourseFormErrors = Partial<Record<keyof CourseFormValues, string>>;

/** The levels in the form's order; each one's name is the text adminCourses.level_<level>. */
export const LEVELS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

/** The checked form, as the create call sends it (prices in paise). */
export interface CourseCreateForm {
  title: string;
  description: string;
  category: string;
  createdBy: string;
  priceMinor: number;
  originalPriceMinor?: number;
  level: CourseLevel;
}

export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '',
  description: '',
  category: '',
  createdBy: '',
  price: '',
  originalPrice: '',
  level: 'beginner',
};

const LIMITS = { title: 200, description: 5000, category: 100, createdBy: 100 } as const;
const MAX_PRICE_MINOR = 100_000_000;

function rupees(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

export function courseFormOf(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    createdBy: course.createdBy,
    price: rupees(course.priceMinor),
    originalPrice: course.originalPriceMinor === null ? '' : rupees(course.originalPriceMinor),
    level: course.level ?? 'beginner',
  };
}

/** Rupees as typed ('9,999.5') in paise (999950), or null when it is not an amount. */
export function parseRupees(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor <= MAX_PRICE_MINOR ? minor : null;
}

export function validateCourseForm(
  values: CourseFormValues,
): { errors: CourseFormErrors; fields?: undefined } | { errors?: undefined; fields: CourseCreateForm } {
  const errors: CourseFormErrors = {};
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = values[key].trim();
    if (!value) errors[key] = i18n.t(`adminCourses.enter_${key}`);
    else if (value.length > LIMITS[key]) errors[key] = i18n.t('adminCourses.keepUnder', { max: LIMITS[key] });
  }
  const priceMinor = parseRupees(values.price);
  if (priceMinor === null) errors.price = i18n.t('adminCourses.enterPrice');
  const originalPriceMinor = values.originalPrice.trim() ? parseRupees(values.originalPrice) : undefined;
  if (originalPriceMinor === null) errors.originalPrice = i18n.t('adminCourses.enterPriceOrEmpty');
  else if (originalPriceMinor !== undefined && priceMinor !== null && originalPriceMinor <= priceMinor) {
    errors.originalPrice = i18n.t('adminCourses.originalPriceHigher');
  }
  if (Object.keys(errors).length > 0 || priceMinor === null || originalPriceMinor === null) return { errors };
  return {
    fields: {
      title: values.title.trim(),
      description: values.description.trim(),
      category: values.category.trim(),
      createdBy: values.createdBy.trim(),
      priceMinor,
      ...(originalPriceMinor === undefined ? {} : { originalPriceMinor }),
      level: values.level,
    },
  };
}

/** The update body for checked fields; an empty original price removes the discount. */
export function updateBodyOf(fields: CourseCreateForm): CourseUpdateBody {
  return { ...fields, originalPriceMinor: fields.originalPriceMinor ?? null };
}
