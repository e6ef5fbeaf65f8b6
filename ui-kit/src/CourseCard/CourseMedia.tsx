import { Badge } from '../Badge/Badge.tsx';
import { BookIcon } from '../icons/icons.tsx';

export interface CourseMediaProps {
  thumbnailUrl?: string;
  badge?: string;
  /** Load the image only when it nears the viewport (cards in a long list). */
  lazy?: boolean;
  /** The calling component's CSS module: its media, thumbnail, placeholder and badge classes. */
  classes: Readonly<Record<string, string>>;
}

/** A course's picture (or a book placeholder) with an optional tag over it, as course cards show it. */
export function CourseMedia({ thumbnailUrl, badge, lazy, classes }: CourseMediaProps) {
  return (
    <div className={classes.media}>
      {/* Decorative: the title next to it names the course. */}
      {thumbnailUrl ? (
        <img className={classes.thumbnail} src={thumbnailUrl} alt="" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <div className={classes.placeholder}>
          <BookIcon />
        </div>
      )}
      {badge ? (
        <Badge tone="brand" className={classes.badge}>
          {badge}
        </Badge>
      ) : null}
    </div>
  );
}
