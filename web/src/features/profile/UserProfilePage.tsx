import { Avatar, Card, Group, Split, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Detail } from '../../shared/Detail.tsx';
import factStyles from '../../shared/facts.module.css';
import { languageLabel } from '../../shared/i18n/language-options.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { joinedLabel } from './joined-label.ts';
import styles from './profile.module.css';
import { useProfilePage } from './useProfilePage.tsx';
import '../../shared/i18n/en-screens/profile.ts';
import textStyles from '../../shared/text.module.css';

export function UserProfilePage() {
  const { t } = useTranslation();
  const { profile, fallback } = useProfilePage();
  return (
    <PageContainer>
      <PageHeader
        title={t('profile.myProfile')}
        subtitle={t('profile.howYourAccountLooksTo')}
        actions={
          <>
            <ButtonLink to={paths.changePassword} variant="secondary">
              {t('profile.changePassword')}
            </ButtonLink>
            <ButtonLink to={paths.editProfile}>{t('profile.editProfile')}</ButtonLink>
          </>
        }
      />
      {fallback}
      {profile ? (
        <Card padding="lg">
          <Stack gap="6">
            <Group gap="4" wrap={false} className={styles.overviewHead}>
              <Avatar name={profile.fullName} src={profile.avatarSecureUrl ?? undefined} size="lg" />
              <div>
                <h2 className={styles.name}>{profile.fullName}</h2>
                <p className={`${textStyles.muted} ${styles.email}`}>{profile.email}</p>
              </div>
            </Group>
            <Split
              as="dl"
              columns="1fr 1fr"
              from="40rem"
              gap="6"
              rowGap="4"
              align="stretch"
              className={`${factStyles.stacked} ${styles.details}`}
            >
              <Detail term={t('profile.phoneNumber')}>{profile.phone_number || t('profile.notSet')}</Detail>
              <Detail term={t('profile.address')}>{profile.address || t('profile.notSet')}</Detail>
              <Detail term={t('profile.language')}>{languageLabel(t, profile.language)}</Detail>
              <Detail term={t('profile.timezone')}>{profile.timezone}</Detail>
              <Detail term={t('profile.billingCycle')}>{profile.billingCycle}</Detail>
              <Detail term={t('profile.memberSince')}>{joinedLabel(profile.createdAt)}</Detail>
            </Split>
          </Stack>
        </Card>
      ) : null}
    </PageContainer>
  );
}
