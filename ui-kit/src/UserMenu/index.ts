export { UserMenu, type UserMenuProps } from './UserMenu.tsx';
