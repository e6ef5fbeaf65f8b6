import type { Profile, SubscriptionReply } from '@academy/contracts';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';

export interface QuickInfoProps {
  profile: Profile;
  subscription: SubscriptionReply['subscription'] | undefined;
}

export function QuickInfo({ profile, subscription }: QuickInfoProps) {
  return (
    <dl className={styles.quickInfo}>
      <div>
        <dt>Plan</dt>
        <dd>{subscription?.active ? subscription.plan : 'No subscription'}</dd>
      </div>
      <div>
        <dt>Billing</dt>
        <dd>{subscription?.active ? subscription.billingCycle : profile.billingCycle}</dd>
      </div>
      <div>
        <dt>Member</dt>
        <dd>{joinedLabel(profile.createdAt)}</dd>
      </div>
    </dl>
  );
}
