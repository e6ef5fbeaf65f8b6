import { Badge, Button, Card, Group, Split, Stack } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { CategoryCard } from '../category/CategoryCard.tsx';
import { SubscriptionPanel } from '../subscription/SubscriptionPanel.tsx';
import { useSubscriptionQuery } from '../subscription/subscriptionApi.ts';
import { AvatarUploader } from './AvatarUploader.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EmailConfirmation } from './EmailConfirmation.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import styles from './profile.module.css';
import { QuickInfo } from './QuickInfo.tsx';
import { useProfilePage } from './useProfilePage.tsx';
import '../../shared/i18n/en-screens/profile.ts';
import pageStyles from '../../shared/page.module.css';

/** /your-profile: the profile card, Quick Info, the subscription and the Personal Information form. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { profile: user, fallback } = useProfilePage();
  const subscription = useSubscriptionQuery();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader title={t('profile.accountSettings')} subtitle={t('profile.manageYourProfilePasswordAnd')} />
      {fallback}
      {user ? (
        <Split columns="18rem 1fr">
          <Stack gap="6">
            <Card className={styles.profileCard}>
              <Stack gap="3" align="center">
                <AvatarUploader name={user.fullName} src={user.avatarSecureUrl ?? undefined} />
                <Stack gap="1" align="center" className={styles.identity}>
                  <h2 className={styles.name}>{user.fullName}</h2>
                  <p className={`${textStyles.muted} ${styles.email}`}>{user.email}</p>
                  <EmailConfirmation confirmed={user.emailConfirmed} />
                  <Group justify="center" className={styles.badges}>
                    <Badge tone="brand">
                      {user.role === 'ADMIN' ? t('profile.administrator') : t('profile.learner')}
                    </Badge>
                    {user.category ? <Badge>{user.category}</Badge> : null}
                  </Group>
                </Stack>
                <Stack gap="2" className={`${pageStyles.ruledAbove} ${styles.cardActions}`}>
                  <Button
                    variant={editing ? 'secondary' : 'primary'}
                    size="sm"
                    onClick={() => setEditing(!editing)}
                  >
                    {editing ? t('profile.cancelEditing') : t('profile.editProfile2')}
                  </Button>
                  <ChangePasswordDialog />
                </Stack>
              </Stack>
            </Card>
            <Card>
              <h2 className={textStyles.titleLg}>{t('profile.quickInfo')}</h2>
              <QuickInfo profile={user} subscription={subscription.data?.subscription} />
            </Card>
            {user.role === 'USER' ? (
              <SubscriptionPanel
                subscription={subscription.data?.subscription}
                profileCycle={user.billingCycle}
              />
            ) : null}
            {user.role === 'USER' ? <CategoryCard /> : null}
          </Stack>
          <Card className={styles.main}>
            <h2 className={textStyles.titleLg}>{t('profile.personalInformation')}</h2>
            <p className={`${textStyles.mutedSmall} ${styles.cardSubtitle}`}>
              {editing ? t('profile.updateYourDetailsAndSave') : t('profile.chooseEditProfileToChange')}
            </p>
            <PersonalInfoForm
              key={editing ? 'editing' : JSON.stringify(user)}
              profile={user}
              editing={editing}
              cycleFromSubscription={subscription.data?.subscription?.active ?? false}
              onCancel={() => setEditing(false)}
              onSaved={() => setEditing(false)}
            />
          </Card>
        </Split>
      ) : null}
    </>
  );
}
