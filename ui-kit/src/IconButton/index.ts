export { IconButton, type IconButtonProps } from './IconButton.tsx';
