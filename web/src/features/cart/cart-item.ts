import type { Course } from '@academy/contracts';
import { thumbnailUrl } from '../courses/course-list.ts';
import type { CartItem } from './cartSlice.ts';

export function cartItemOf(course: Course): CartItem {
  return {
    courseId: course.id,
    title: course.title,
    thumbnailUrl: thumbnailUrl(course.thumbnail_path),
    priceMinor: course.priceMinor,
    originalPriceMinor: course.originalPriceMinor,
    currency: course.currency,
    quantity: 1,
  };
}
