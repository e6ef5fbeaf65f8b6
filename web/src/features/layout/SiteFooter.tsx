import { Footer } from '@academy/ui-kit';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { OFFICES } from '../support/offices.ts';
import { LinkedInIcon, XIcon, YouTubeIcon } from './SocialIcons.tsx';

const COMPANY_SITE = 'https://academy.example';

const COLUMNS = [
  {
    title: 'Useful Links',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/courses', label: 'Courses' },
      { href: '/verify', label: 'Verify Certificate' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '/contact', label: 'Support' },
      { href: '/forget-password', label: 'Reset password' },
      { href: `${COMPANY_SITE}/faq`, label: 'FAQ' },
    ],
  },
  {
    title: 'Blog',
    links: [
      { href: `${COMPANY_SITE}/blog/email-forensics`, label: 'Email forensics' },
      { href: `${COMPANY_SITE}/blog/digital-evidence`, label: 'Digital evidence' },
      { href: `${COMPANY_SITE}/blog/careers`, label: 'Careers in security' },
    ],
  },
];

const SOCIAL = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { href: 'https://www.youtube.com/', label: 'YouTube', icon: <YouTubeIcon /> },
  { href: 'https://x.com/', label: 'X', icon: <XIcon /> },
];

const LEGAL = [
  { href: `${COMPANY_SITE}/legal/eula`, label: 'EULA' },
  { href: `${COMPANY_SITE}/legal/privacy`, label: 'Privacy Policy' },
  { href: `${COMPANY_SITE}/legal/refunds`, label: 'Refund Policy' },
  { href: `${COMPANY_SITE}/legal/quality`, label: 'Quality Policy' },
  { href: `${COMPANY_SITE}/legal`, label: 'Legal' },
];

/** The site's footer. No newsletter box: nothing stores a subscription (see the README's decisions). */
export function SiteFooter() {
  return (
    <Footer
      columns={COLUMNS}
      offices={OFFICES}
      socialLinks={SOCIAL}
      legalLinks={LEGAL}
      linkComponent={RouterLink}
    />
  );
}
