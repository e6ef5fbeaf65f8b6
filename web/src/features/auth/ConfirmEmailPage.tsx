import { Alert, Button, Stack } from '@academy/ui-kit';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { AuthCard } from './AuthCard.tsx';
import { useConfirmEmailChangeMutation } from './authApi.ts';

const CONFIRM_FAILED = 'Failed to confirm the e-mail address';

/**
 * Where the link mailed to a new address leads. The change is made by the button, not by opening the
 * page: mail scanners that open links must not spend it.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [confirm, { data, error, isLoading }] = useConfirmEmailChangeMutation();

  return (
    <AuthCard
      title="Confirm your new e-mail address"
      subtitle="Your account keeps its current address until you confirm"
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
            {errorMessage(error, CONFIRM_FAILED)}
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
            Confirm new address
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
