import type { Profile, SubscriptionReply } from '@academy/contracts';
import { Detail } from '../../shared/Detail.tsx';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';

export interface QuickInfoProps {
  profile: Profile;
  subscription: SubscriptionReply['subscription'] | undefined;
}

export function QuickInfo({ profile, subscription }: QuickInfoProps) {
  return (
    <dl className={styles.quickInfo}>
      <Detail term="Plan">{subscription?.active ? subscription.plan : 'No subscription'}</Detail>
      <Detail term="Billing">
        {subscription?.active ? subscription.billingCycle : profile.billingCycle}
      </Detail>
      <Detail term="Member">{joinedLabel(profile.createdAt)}</Detail>
    </dl>
  );
}
