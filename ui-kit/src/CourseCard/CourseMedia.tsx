import { Badge } from '../Badge/Badge.tsx';
import { BookIcon } from '../icons/icons.tsx';
import styles from './CourseMedia.module.css';

export interface CourseMediaProps {
  thumbnailUrl?: string;
  badge?: string;
  /** Load the image only when it nears the viewport (cards in a long list). */
  lazy?: boolean;
  /** The calling component's additions to the picture's look: classes for its media, thumbnail and placeholder. */
  classes?: Readonly<{ media?: string; thumbnail?: string; placeholder?: string }>;
}

/** A course's picture (or a book placeholder) with an optional tag over it, as course cards show it. */
export function CourseMedia({ thumbnailUrl, badge, lazy, classes = {} }: CourseMediaProps) {
  const joined = (part: 'media' | 'thumbnail' | 'placeholder') =>
    classes[part] ? `${styles[part]} ${classes[part]}` : styles[part];
  return (
    <div className={joined('media')}>
      {/* Decorative: the title next to it names the course. */}
      {thumbnailUrl ? (
        <img className={joined('thumbnail')} src={thumbnailUrl} alt="" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <div className={joined('placeholder')}>
          <BookIcon />
        </div>
      )}
      {badge ? (
        <Badge tone="brand" className={styles.badge}>
          {badge}
        </Badge>
      ) : null}
    </div>
  );
}
