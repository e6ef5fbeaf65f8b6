import { CourseMedia } from '../CourseCard/CourseMedia.tsx';
import { ChevronRightIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import links from '../link/links.module.css';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import styles from './CourseSpotlight.module.css';

export interface CourseSpotlightProps {
  title: string;
  description: string;
  /** Where the spotlight leads, e.g. the purchase page; the whole card is one click target. */
  href: string;
  /** The call to action shown at the bottom, e.g. 'Enroll today'. */
  ctaLabel: string;
  thumbnailUrl?: string;
  /** A short label above the title, e.g. 'Featured course'. */
  eyebrow?: string;
  /** A tag over the thumbnail, e.g. 'Self Paced Learning'. */
  badge?: string;
  /** A short code beside the eyebrow, e.g. 'STA101'. */
  code?: string;
  /** Price in integer minor units. */
  price?: number;
  /** The price before a discount, in minor units. */
  originalPrice?: number;
  /** ISO 4217 code. @default 'INR' */
  currency?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Renders the link; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

/** A wide, highlighted course card that leads a course list. */
export function CourseSpotlight({
  title,
  description,
  href,
  ctaLabel,
  thumbnailUrl,
  eyebrow,
  badge,
  code,
  price,
  originalPrice,
  currency = 'INR',
  headingLevel = 2,
  linkComponent: Link = PlainLink,
}: CourseSpotlightProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.spotlight}>
      <CourseMedia thumbnailUrl={thumbnailUrl} badge={badge} classes={styles} />
      <div className={styles.body}>
        {eyebrow || code ? (
          <p className={styles.eyebrow}>
            {eyebrow}
            {eyebrow && code ? <span aria-hidden="true"> · </span> : null}
            {code ? <span className={styles.code}>{code}</span> : null}
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link href={href} className={`${styles.titleLink} ${links.stretched}`}>
            {title}
          </Link>
        </Heading>
        <p className={styles.description}>{description}</p>
        <div className={styles.footer}>
          {price !== undefined ? (
            <PriceTag amount={price} originalAmount={originalPrice} currency={currency} size="lg" />
          ) : null}
          <span className={styles.cta} aria-hidden="true">
            {ctaLabel} <ChevronRightIcon />
          </span>
        </div>
      </div>
    </article>
  );
}
