import { Footer } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { OFFICES } from '../support/offices.ts';
import { LinkedInIcon, XIcon, YouTubeIcon } from './SocialIcons.tsx';

const COMPANY_SITE = 'https://academy.example';

/** Titles and labels are keys of the texts, translated as the footer renders. */
const COLUMNS = [
  {
    title: 'footer.usefulLinks',
    links: [
      { href: paths.about, label: 'footer.aboutUs' },
      { href: paths.courses, label: 'footer.courses' },
      { href: paths.verifyCertificate, label: 'footer.verifyCertificate' },
      { href: paths.contact, label: 'footer.contactUs' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { href: paths.contact, label: 'footer.support' },
      { href: paths.forgetPassword, label: 'footer.resetPassword' },
      { href: `${COMPANY_SITE}/faq`, label: 'footer.faq' },
    ],
  },
  {
    title: 'footer.blog',
    links: [
      { href: `${COMPANY_SITE}/blog/email-forensics`, label: 'footer.emailForensics' },
      { href: `${COMPANY_SITE}/blog/digital-evidence`, label: 'footer.digitalEvidence' },
      { href: `${COMPANY_SITE}/blog/careers`, label: 'footer.careersInSecurity' },
    ],
  },
];

const SOCIAL = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { href: 'https://www.youtube.com/', label: 'YouTube', icon: <YouTubeIcon /> },
  { href: 'https://x.com/', label: 'X', icon: <XIcon /> },
];

const LEGAL = [
  { href: `${COMPANY_SITE}/legal/eula`, label: 'footer.eula' },
  { href: `${COMPANY_SITE}/legal/privacy`, label: 'footer.privacyPolicy' },
  { href: `${COMPANY_SITE}/legal/refunds`, label: 'footer.refundPolicy' },
  { href: `${COMPANY_SITE}/legal/quality`, label: 'footer.qualityPolicy' },
  { href: `${COMPANY_SITE}/legal`, label: 'footer.legal' },
];

/** The site's footer. No newsletter box: nothing stores a subscription (see the README's decisions). */
export function SiteFooter() {
  const { t } = useTranslation();
  const columns = COLUMNS.map((column) => ({
    title: t(column.title),
    links: column.links.map((link) => ({ ...link, label: t(link.label) })),
  }));
  const legal = LEGAL.map((link) => ({ ...link, label: t(link.label) }));
  return (
    <Footer
      columns={columns}
      offices={OFFICES}
      socialLinks={SOCIAL}
      legalLinks={legal}
      linkComponent={RouterLink}
    />
  );
}
