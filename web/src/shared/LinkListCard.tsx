import { Card, type IconProps, PageSection, Stack } from '@academy/ui-kit';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import styles from './LinkListCard.module.css';
import textStyles from './text.module.css';
import tileStyles from './tile.module.css';

export interface DashboardLink {
  to: string;
  label: string;
  hint: string;
  Icon: ComponentType<IconProps>;
}

/** A titled card of shortcuts, each with an icon and a one-line explanation. */
export function LinkListCard({ title, links }: { title: string; links: DashboardLink[] }) {
  return (
    <Card>
      <PageSection title={title}>
        <Stack gap="1" as="ul">
          {links.map(({ to, label, hint, Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.quickLink}>
                <span className={`${tileStyles.tile} ${styles.quickLinkIcon}`}>
                  <Icon />
                </span>
                <Stack gap="0" as="span">
                  <strong>{label}</strong>
                  <span className={textStyles.mutedSmall}>{hint}</span>
                </Stack>
              </Link>
            </li>
          ))}
        </Stack>
      </PageSection>
    </Card>
  );
}
