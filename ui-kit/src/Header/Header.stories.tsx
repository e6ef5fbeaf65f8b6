import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { Header, type HeaderLink } from './Header.tsx';

const academyLinks: HeaderLink[] = [
  { href: '/', label: 'Home' },
  { href: '/courses', label: 'Course' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/verify', label: 'Verify Certificate' },
  { href: '/signup', label: 'Sign Up' },
];

const meta = {
  title: 'Navigation/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    links: academyLinks,
    isLoggedIn: false,
    cartCount: 0,
    currentHref: '/',
    themeToggle: <ThemeToggle theme="light" onThemeChange={() => {}} />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LoggedOut: Story = {};
export const LoggedInWithCart: Story = { args: { isLoggedIn: true, cartCount: 3, currentHref: '/courses' } };
const accountMenu = <UserMenu name="Ada Lovelace" email="ada@example.com" onLogout={() => {}} />;
export const LoggedInWithAccountMenu: Story = { args: { isLoggedIn: true, cartCount: 2, accountMenu } };
export const SmallScreen: Story = {
  args: { isLoggedIn: true, cartCount: 1, accountMenu },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
