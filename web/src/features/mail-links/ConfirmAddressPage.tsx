import { Alert, Button, Stack } from '@academy/ui-kit';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { useConfirmAddressMutation } from './mailLinksApi.ts';

/**
 * Where the welcome mail's link leads. The button confirms, not opening the page: mail scanners that
 * open links must not spend it.
 */
export function ConfirmAddressPage() {
  const { token = '' } = useParams();
  const [confirm, { data, error, isLoading }] = useConfirmAddressMutation();

  return (
    <AuthCard
      title="Confirm your e-mail address"
      subtitle="So that we know this address is yours"
      footer={{ to: '/login', label: 'Go to login' }}
    >
      <Stack gap="4">
        {data ? (
          <Alert tone="success" title="E-mail address confirmed">
            {data.message}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="destructive" title="Not confirmed">
            {errorMessage(error, 'Failed to confirm the e-mail address')} Your profile can send a new link.
          </Alert>
        ) : null}
        {data ? null : (
          <Button
            fullWidth
            size="lg"
            busy={isLoading}
            busyText="Confirming..."
            onClick={() => confirm({ token })}
          >
            Confirm my address
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
