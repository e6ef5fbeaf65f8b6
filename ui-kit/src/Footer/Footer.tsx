import type { ReactNode } from 'react';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import links from '../link/links.module.css';
import { useKitText } from '../text/KitText.tsx';
import { CookiePreferencesDialog } from './CookiePreferencesDialog.tsx';
import styles from './Footer.module.css';
import { NewsletterForm } from './NewsletterForm.tsx';
import { type FooterOffice, OfficeList } from './OfficeList.tsx';

export type { FooterOffice };

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterColumn {
  /** e.g. 'Useful Links', 'Help', 'Blog'. */
  title: string;
  links: FooterLink[];
}

export interface FooterSocialLink extends FooterLink {
  /** A decorative icon; `label` is the link's accessible name. */
  icon: ReactNode;
}

export interface FooterProps {
  columns: FooterColumn[];
  offices: FooterOffice[];
  /** How many offices show before 'See All Offices'. @default 2 */
  visibleOffices?: number;
  socialLinks: FooterSocialLink[];
  /** e.g. EULA, Privacy Policy, Refund Policy, Quality Policy, Legal. */
  legalLinks: FooterLink[];
  /**
   * Called with the e-mail address submitted in the newsletter box; without it there is no box (a box
   * that stores nothing would only pretend to subscribe).
   */
  onSubscribe?: (email: string) => void;
  /** Called when 'Agree and proceed' is chosen in the cookie preferences dialog. */
  onAgreeCookies?: () => void;
  /** Opens the cookie preferences dialog at once, e.g. until the visitor has agreed. @default false */
  cookieDialogDefaultOpen?: boolean;
  /** Renders every link; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

export function Footer({
  columns,
  offices,
  visibleOffices = 2,
  socialLinks,
  legalLinks,
  onSubscribe,
  onAgreeCookies,
  cookieDialogDefaultOpen = false,
  linkComponent: Link = PlainLink,
}: FooterProps) {
  const text = useKitText();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.linkList}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={links.muted}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <OfficeList offices={offices} visibleCount={visibleOffices} />
          {onSubscribe ? <NewsletterForm onSubscribe={onSubscribe} /> : null}
        </div>
        <div className={styles.bottom}>
          <ul className={styles.social} aria-label={text.socialMedia}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <Link href={social.href} className={styles.socialLink} aria-label={social.label}>
                  {social.icon}
                </Link>
              </li>
            ))}
          </ul>
          <nav aria-label={text.legal}>
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={links.muted}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <CookiePreferencesDialog defaultOpen={cookieDialogDefaultOpen} onAgree={onAgreeCookies} />
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {text.brand}
          </p>
        </div>
      </div>
    </footer>
  );
}
