import { Avatar, Card } from '@academy/ui-kit';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
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
          <div className={styles.overviewHead}>
            <Avatar name={profile.fullName} src={profile.avatarSecureUrl ?? undefined} size="lg" />
            <div>
              <h2 className={styles.name}>{profile.fullName}</h2>
              <p className={styles.email}>{profile.email}</p>
            </div>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>Phone number</dt>
              <dd>{profile.phone_number || 'Not set'}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{profile.address || 'Not set'}</dd>
            </div>
            <div>
              <dt>Language</dt>
              <dd>{profile.language}</dd>
            </div>
            <div>
              <dt>Timezone</dt>
              <dd>{profile.timezone}</dd>
            </div>
            <div>
              <dt>Billing cycle</dt>
              <dd>{profile.billingCycle}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{joinedLabel(profile.createdAt)}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </PageContainer>
  );
}
