import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmLinkCard } from '../auth/ConfirmLinkCard.tsx';
import { useConfirmAddressMutation } from './mailLinksApi.ts';
import '../../shared/i18n/en-screens/mail-links.ts';

/** Where the welcome mail's link leads. */
export function ConfirmAddressPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [confirm, result] = useConfirmAddressMutation();
  return (
    <ConfirmLinkCard
      title={t('mailLinks.confirmYourEMailAddress')}
      subtitle={t('mailLinks.soThatWeKnowThis')}
      action="Confirm my address"
      failure="Failed to confirm the e-mail address"
      nextStep="Your profile can send a new link."
      onConfirm={() => confirm({ token })}
      result={result}
    />
  );
}
