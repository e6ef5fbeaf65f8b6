import { Avatar as RadixAvatar } from 'radix-ui';
import styles from './Avatar.module.css';
import { initialsOf } from './initials.ts';

export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the fallback initials. */
  name: string;
  /** The picture; while it loads or if it fails, the initials show instead. */
  src?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <RadixAvatar.Root className={styles.avatar} data-size={size}>
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={name} /> : null}
      <RadixAvatar.Fallback className={styles.fallback} role="img" aria-label={name}>
        {initialsOf(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
