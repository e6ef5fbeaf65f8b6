export { AccountSidebar, type AccountSidebarEntry, type AccountSidebarProps } from './AccountSidebar.tsx';
