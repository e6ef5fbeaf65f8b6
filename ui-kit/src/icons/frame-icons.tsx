import { type IconProps, PathIcon } from './path-icon.tsx';

// The icons the site frame draws on every screen: kept apart from the others so that the first screen's
// script carries these five, and each other icon loads with the screens that draw it.

const paths = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
} as const;

export const CartIcon = (props: IconProps) => <PathIcon path={paths.cart} {...props} />;
export const MenuIcon = (props: IconProps) => <PathIcon path={paths.menu} {...props} />;
export const CloseIcon = (props: IconProps) => <PathIcon path={paths.close} {...props} />;
export const SunIcon = (props: IconProps) => <PathIcon path={paths.sun} {...props} />;
export const MoonIcon = (props: IconProps) => <PathIcon path={paths.moon} {...props} />;
