import type { Course } from '@academy/contracts';
import { PriceTag, type PriceTagProps } from '@academy/ui-kit';

/** A course's price, with the price before its discount when it has one. */
export function CoursePrice({ course, size = 'lg' }: { course: Course; size?: PriceTagProps['size'] }) {
  return (
    <PriceTag
      amount={course.priceMinor}
      originalAmount={course.originalPriceMinor ?? undefined}
      currency={course.currency}
      size={size}
    />
  );
}
