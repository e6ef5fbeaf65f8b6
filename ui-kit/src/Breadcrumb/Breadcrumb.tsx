import { ChevronRightIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import links from '../link/links.module.css';
import { useKitText } from '../text/KitText.tsx';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for a step that is not a page. The last item is the current page and is never a link. */
  href?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  /** Renders the links; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

export function Breadcrumb({ items, linkComponent: Link = PlainLink }: BreadcrumbProps) {
  const text = useKitText();
  return (
    <nav aria-label={text.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className={styles.item}>
              {isCurrent ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} className={links.muted}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
              {isCurrent ? null : <ChevronRightIcon className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
