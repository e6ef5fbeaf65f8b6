import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** On a phone the menu button opens the navigation and closes it again. */
export const PhoneMenu: Story = {
  ...SmallScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // By its title: jsdom evaluates the media queries for a 1024px window, where CSS hides the button (and
    // with it its accessible name); the browser shows it at this story's phone width.
    const menuButton = canvas.getByTitle('Menu');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Only now on a phone: the closed menu is not shown at all.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menuButton).toHaveAttribute('aria-controls', nav.id);
    await expect(within(nav).getByRole('link', { name: 'About Us' })).toBeVisible();
    // A link is not clicked: it would take the story's frame away to /about.
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};
