import { Avatar, Card, Group } from '@academy/ui-kit';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Detail } from '../../shared/Detail.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';
import { useProfilePage } from './useProfilePage.tsx';

export function UserProfilePage() {
  const { profile, fallback } = useProfilePage();
  return (
    <PageContainer>
      <PageHeader
        title="My profile"
        subtitle="How your account looks to the academy."
        actions={
          <>
            <ButtonLink to="/change-password" variant="secondary">
              Change password
            </ButtonLink>
            <ButtonLink to={appPath('/user/editprofile')}>Edit profile</ButtonLink>
          </>
        }
      />
      {fallback}
      {profile ? (
        <Card padding="lg" className={styles.overview}>
          <Group gap="4" wrap={false} className={styles.overviewHead}>
            <Avatar name={profile.fullName} src={profile.avatarSecureUrl ?? undefined} size="lg" />
            <div>
              <h2 className={styles.name}>{profile.fullName}</h2>
              <p className={styles.email}>{profile.email}</p>
            </div>
          </Group>
          <dl className={styles.details}>
            <Detail term="Phone number">{profile.phone_number || 'Not set'}</Detail>
            <Detail term="Address">{profile.address || 'Not set'}</Detail>
            <Detail term="Language">{profile.language}</Detail>
            <Detail term="Timezone">{profile.timezone}</Detail>
            <Detail term="Billing cycle">{profile.billingCycle}</Detail>
            <Detail term="Member since">{joinedLabel(profile.createdAt)}</Detail>
          </dl>
        </Card>
      ) : null}
    </PageContainer>
  );
}
