import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirmEmailChangeMutation } from './authApi.ts';
import { ConfirmLinkCard } from './ConfirmLinkCard.tsx';

/** Where the link mailed to a new address leads: the account keeps its address until it is confirmed. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [confirm, result] = useConfirmEmailChangeMutation();
  return (
    <ConfirmLinkCard
      title={t('auth.confirmYourNewEMail')}
      subtitle={t('auth.yourAccountKeepsItsCurrent')}
      action="Confirm new address"
      failure="Failed to confirm the e-mail address"
      onConfirm={() => confirm({ token })}
      result={result}
    />
  );
}
