import { useParams } from 'react-router';
import { ConfirmLinkCard } from '../auth/ConfirmLinkCard.tsx';
import { useConfirmAddressMutation } from './mailLinksApi.ts';

/** Where the welcome mail's link leads. */
export function ConfirmAddressPage() {
  const { token = '' } = useParams();
  const [confirm, result] = useConfirmAddressMutation();
  return (
    <ConfirmLinkCard
      title="Confirm your e-mail address"
      subtitle="So that we know this address is yours"
      action="Confirm my address"
      failure="Failed to confirm the e-mail address"
      nextStep="Your profile can send a new link."
      onConfirm={() => confirm({ token })}
      result={result}
    />
  );
}
