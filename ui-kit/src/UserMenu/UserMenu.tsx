import { DropdownMenu, VisuallyHidden } from 'radix-ui';
import { Avatar } from '../Avatar/Avatar.tsx';
import { ChevronDownIcon, LogoutIcon, SettingsIcon } from '../icons/icons.tsx';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './UserMenu.module.css';

export interface UserMenuProps {
  name: string;
  email: string;
  avatarUrl?: string;
  /** Called when 'Logout' is chosen; confirming is up to the caller. */
  onLogout: () => void;
  /** @default '/settings' */
  settingsHref?: string;
  /** Renders the Settings link; pass a router adapter. @default PlainLink */
  linkComponent?: LinkComponent;
}

/** The signed-in user's menu: who they are, Settings and Logout. */
export function UserMenu({
  name,
  email,
  avatarUrl,
  onLogout,
  settingsHref = '/settings',
  linkComponent: Link = PlainLink,
}: UserMenuProps) {
  const text = useKitText();
  return (
    <DropdownMenu.Root>
      {/* Named by its (hidden) text rather than aria-label: the avatar's initials are not the name. */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <span aria-hidden="true" className={styles.face}>
          <Avatar name={name} src={avatarUrl} size="sm" />
          <ChevronDownIcon className={styles.chevron} />
        </span>
        <VisuallyHidden.Root>
          {text.accountMenuFor} {name}
        </VisuallyHidden.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.identity}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={settingsHref}>
              <SettingsIcon />
              {text.settings}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
            <LogoutIcon />
            {text.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
