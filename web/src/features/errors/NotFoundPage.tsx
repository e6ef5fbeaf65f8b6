import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { StatusPage } from './StatusPage.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.pageNotFound')}
      description={t('errors.thePageYouAreLooking')}
      actions={
        <>
          <ButtonLink to={paths.home}>{t('errors.backToHome')}</ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            {t('errors.contactUs')}
          </ButtonLink>
        </>
      }
    />
  );
}
