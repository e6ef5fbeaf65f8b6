import type { ReactNode } from 'react';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import links from '../link/links.module.css';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import styles from './CourseCard.module.css';
import { CourseMedia } from './CourseMedia.tsx';

export interface CourseCardProps {
  /** Text, or text with marked parts (search highlights). */
  title: ReactNode;
  description: ReactNode;
  thumbnailUrl?: string;
  /** Price in integer minor units; omit for a course that is not for sale. */
  price?: number;
  /** The price before a discount, in minor units. */
  originalPrice?: number;
  /** ISO 4217 code. @default 'INR' */
  currency?: string;
  /** A short tag over the thumbnail, e.g. 'Self Paced Learning'. */
  badge?: string;
  /** Where the title links to; the whole card becomes clickable. */
  href?: string;
  /** Under the description, e.g. a StarRating. */
  rating?: ReactNode;
  /** A control at the bottom, e.g. an 'Add To Cart' button. */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Renders the title link; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

export function CourseCard({
  title,
  description,
  thumbnailUrl,
  price,
  originalPrice,
  currency = 'INR',
  badge,
  href,
  rating,
  action,
  headingLevel = 3,
  linkComponent: Link = PlainLink,
}: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-linked={href ? true : undefined}>
      <CourseMedia
        thumbnailUrl={thumbnailUrl}
        badge={badge}
        lazy
        classes={{ placeholder: styles.placeholder }}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href ? (
            <Link href={href} className={`${styles.titleLink} ${links.stretched}`}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className={styles.description}>{description}</p>
        {rating ? <div className={styles.rating}>{rating}</div> : null}
        {price !== undefined || action ? (
          <div className={styles.footer}>
            {price !== undefined ? (
              <PriceTag amount={price} originalAmount={originalPrice} currency={currency} />
            ) : null}
            {action ? <div className={styles.action}>{action}</div> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
