import { Card } from '@academy/ui-kit';
import { useNavigate } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { useProfilePage } from './useProfilePage.tsx';

export function EditProfilePage() {
  const { profile, fallback } = useProfilePage();
  const navigate = useNavigate();
  const backToProfile = () => navigate(appPath('/user/profile'));
  return (
    <PageContainer>
      <PageHeader title="Edit profile" subtitle="Keep your contact details and preferences up to date." />
      {fallback}
      {profile ? (
        <Card padding="lg">
          <PersonalInfoForm profile={profile} editing onCancel={backToProfile} onSaved={backToProfile} />
        </Card>
      ) : null}
    </PageContainer>
  );
}
