import { Card } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { useProfilePage } from './useProfilePage.tsx';
import '../../shared/i18n/en-screens/profile.ts';

export function EditProfilePage() {
  const { t } = useTranslation();
  const { profile, fallback } = useProfilePage();
  const navigate = useNavigate();
  const backToProfile = () => navigate(paths.userProfile);
  return (
    <PageContainer>
      <PageHeader title={t('profile.editProfile')} subtitle={t('profile.keepYourContactDetailsAnd')} />
      {fallback}
      {profile ? (
        <Card padding="lg">
          <PersonalInfoForm profile={profile} editing onCancel={backToProfile} onSaved={backToProfile} />
        </Card>
      ) : null}
    </PageContainer>
  );
}
