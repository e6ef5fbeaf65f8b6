import type { Profile, SubscriptionReply } from '@academy/contracts';
import { Stack } from '@academy/ui-kit';
import { Detail } from '../../shared/Detail.tsx';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';

export interface QuickInfoProps {
  profile: Profile;
  subscription: SubscriptionReply['subscription'] | undefined;
}

export function QuickInfo({ profile, subscription }: QuickInfoProps) {
  return (
    <Stack as="dl" gap="3" className={styles.quickInfo}>
      <Detail term="Plan">{subscription?.active ? subscription.plan : 'No subscription'}</Detail>
      <Detail term="Billing">
        {subscription?.active ? subscription.billingCycle : profile.billingCycle}
      </Detail>
      <Detail term="Member">{joinedLabel(profile.createdAt)}</Detail>
    </Stack>
  );
}
