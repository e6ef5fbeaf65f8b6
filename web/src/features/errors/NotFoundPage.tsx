import { useTranslation } from 'react-i18next';
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
          <ButtonLink to="/">{t('errors.backToHome')}</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t('errors.contactUs')}
          </ButtonLink>
        </>
      }
    />
  );
}
