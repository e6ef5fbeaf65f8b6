import { Card, Grid, Group, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import styles from './StatCard.module.css';
import textStyles from './text.module.css';
import tileStyles from './tile.module.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
}

/** The row of stat cards heading a dashboard, named for screen readers. */
export function StatCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid as="section" fit minItemWidth="14rem" className={styles.stats} aria-label={label}>
      {children}
    </Grid>
  );
}

/** One number on a dashboard, with what it counts. */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <Card>
      <Stack gap="1">
        <Group gap="0" justify="between" wrap={false}>
          <p className={styles.statLabel}>{label}</p>
          {icon ? <span className={`${tileStyles.tile} ${styles.statIcon}`}>{icon}</span> : null}
        </Group>
        <p className={`${textStyles.strongLine} ${styles.statValue}`}>{value}</p>
        {hint ? <p className={textStyles.mutedXs}>{hint}</p> : null}
      </Stack>
    </Card>
  );
}
