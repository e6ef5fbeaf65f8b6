export {
  Footer,
  type FooterColumn,
  type FooterLink,
  type FooterOffice,
  type FooterProps,
  type FooterSocialLink,
} from './Footer.tsx';
export { NEWSLETTER_EMAIL_MAX_LENGTH } from './NewsletterForm.tsx';
