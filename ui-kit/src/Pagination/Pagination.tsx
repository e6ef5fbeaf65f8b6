import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Pagination.module.css';
import { pageItems } from './pageItems.ts';

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const text = useKitText();
  return (
    <nav aria-label={text.pagination} className={styles.pagination}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
        {text.previous}
      </button>
      <ul className={styles.pages}>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={text.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {text.next}
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
