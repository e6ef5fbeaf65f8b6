import type { Profile, SubscriptionReply } from '@academy/contracts';
import { Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../shared/Detail.tsx';
import factStyles from '../../shared/facts.module.css';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';
import '../../shared/i18n/en-screens/profile.ts';

export interface QuickInfoProps {
  profile: Profile;
  subscription: SubscriptionReply['subscription'] | undefined;
}

export function QuickInfo({ profile, subscription }: QuickInfoProps) {
  const { t } = useTranslation();
  return (
    <Stack as="dl" gap="3" className={`${factStyles.rows} ${factStyles.small} ${styles.quickInfo}`}>
      <Detail term={t('profile.plan')}>
        {subscription?.active ? subscription.plan : t('profile.noSubscription')}
      </Detail>
      <Detail term={t('profile.billing')}>
        {subscription?.active ? subscription.billingCycle : profile.billingCycle}
      </Detail>
      <Detail term={t('profile.member')}>{joinedLabel(profile.createdAt)}</Detail>
    </Stack>
  );
}
