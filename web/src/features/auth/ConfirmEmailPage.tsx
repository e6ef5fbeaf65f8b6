import { useParams } from 'react-router';
import { useConfirmEmailChangeMutation } from './authApi.ts';
import { ConfirmLinkCard } from './ConfirmLinkCard.tsx';

/** Where the link mailed to a new address leads: the account keeps its address until it is confirmed. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [confirm, result] = useConfirmEmailChangeMutation();
  return (
    <ConfirmLinkCard
      title="Confirm your new e-mail address"
      subtitle="Your account keeps its current address until you confirm"
      action="Confirm new address"
      failure="Failed to confirm the e-mail address"
      onConfirm={() => confirm({ token })}
      result={result}
    />
  );
}
