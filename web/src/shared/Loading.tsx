import { Spinner } from '@academy/ui-kit';
import styles from './page.module.css';

export interface LoadingProps {
  /** What is loading, for screen readers, e.g. 'Loading your courses'. */
  label: string;
  /** A page's whole content is loading: a large spinner centred in a tall area, not a section's small one. */
  page?: boolean;
  /** Replaces the centring area's own class, e.g. for a taller area. */
  className?: string;
}

/** A centred spinner standing in for content that is loading. */
export function Loading({ label, page = false, className }: LoadingProps) {
  return (
    <div className={className ?? (page ? styles.loadingPage : styles.loadingSection)}>
      <Spinner size={page ? 'lg' : 'md'} label={label} />
    </div>
  );
}
