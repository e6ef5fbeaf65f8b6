import { type ReactNode, useId } from 'react';
import { ArrowLeftIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './AccountSidebar.module.css';

export interface AccountSidebarEntry {
  href: string;
  label: string;
  /** e.g. 'Manage your account details'. */
  description?: string;
  /** A decorative icon. */
  icon?: ReactNode;
}

export interface AccountSidebarProps {
  entries: AccountSidebarEntry[];
  /** The href of the page being shown; that entry is marked aria-current. */
  activeHref?: string;
  /** @default '/student/dashboard' */
  backHref?: string;
  /** Renders every link; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

/** The account area's side navigation. */
export function AccountSidebar({
  entries,
  activeHref,
  backHref = '/student/dashboard',
  linkComponent: Link = PlainLink,
}: AccountSidebarProps) {
  const text = useKitText();
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <Link href={backHref} className={styles.back}>
        <ArrowLeftIcon />
        {text.backToDashboard}
      </Link>
      <h2 id={titleId} className={styles.title}>
        {text.yourAccount}
      </h2>
      <nav aria-labelledby={titleId}>
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className={styles.entry}
                aria-current={entry.href === activeHref ? 'page' : undefined}
              >
                {entry.icon ? <span className={styles.icon}>{entry.icon}</span> : null}
                <span className={styles.text}>
                  <span className={styles.label}>{entry.label}</span>
                  {entry.description ? <span className={styles.description}>{entry.description}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
