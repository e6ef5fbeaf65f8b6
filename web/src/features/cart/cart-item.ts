import type { Course } from '@academy/contracts';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';

/** A course as the 'Course Added to Cart' dialog shows it. */
export interface CartItem {
  courseId: number;
  title: string;
  thumbnailUrl?: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  /** A course is bought once (spec: quantity per add is 1). */
  quantity: 1;
}

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
