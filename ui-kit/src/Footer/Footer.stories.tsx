import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GlobeIcon, MailIcon, ShareIcon } from '../icons/icons.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    columns: [
      {
        title: 'Useful Links',
        links: [
          { href: '/about', label: 'About Us' },
          { href: '/courses', label: 'Courses' },
          { href: '/verify', label: 'Verify Certificate' },
        ],
      },
      {
        title: 'Help',
        links: [
          { href: '/contact', label: 'Contact Us' },
          { href: '/help/faq', label: 'FAQ' },
        ],
      },
      { title: 'Blog', links: [{ href: '/blog', label: 'Latest articles' }] },
    ],
    offices: [
      { city: 'Bengaluru', address: '12 MG Road, Bengaluru 560001' },
      { city: 'London', address: '221 Baker Street, London NW1 6XE' },
      { city: 'New York', address: '350 Fifth Avenue, New York, NY 10118' },
      { city: 'Singapore', address: '1 Raffles Place, Singapore 048616' },
    ],
    socialLinks: [
      { href: 'https://example.com/academy', label: 'Academy website', icon: <GlobeIcon /> },
      { href: 'mailto:support@example.com', label: 'E-mail support', icon: <MailIcon /> },
      { href: 'https://example.com/share', label: 'Share Academy', icon: <ShareIcon /> },
    ],
    legalLinks: [
      { href: '/legal/eula', label: 'EULA' },
      { href: '/legal/privacy', label: 'Privacy Policy' },
      { href: '/legal/refund', label: 'Refund Policy' },
      { href: '/legal/quality', label: 'Quality Policy' },
      { href: '/legal', label: 'Legal' },
    ],
    onSubscribe: fn(),
    onAgreeCookies: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Default: Story = {};
export const CookiePreferencesOpen: Story = { args: { cookieDialogDefaultOpen: true } };
