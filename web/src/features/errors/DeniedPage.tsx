import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { landingPath } from '../auth/landing.ts';
import { StatusPage } from './StatusPage.tsx';

export function DeniedPage() {
  const { t } = useTranslation();
  const role = useAppSelector(({ auth }) => auth.user?.role);
  return (
    <StatusPage
      code="403"
      title={t('errors.accessDenied')}
      description={t('errors.yourAccountDoesNotHave')}
      actions={<ButtonLink to={landingPath(role)}>{t('errors.goToDashboard')}</ButtonLink>}
    />
  );
}
