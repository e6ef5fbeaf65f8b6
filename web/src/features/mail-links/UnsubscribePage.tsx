import { Alert, Button, Stack } from '@academy/ui-kit';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { useSetUnsubscribeSettingMutation, useUnsubscribeSettingQuery } from './mailLinksApi.ts';

/**
 * Where a mail's unsubscribe link leads (no login): it names the setting, turns it off with a button
 * (a mail scanner opening the link changes nothing), and offers to undo.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const setting = useUnsubscribeSettingQuery({ token });
  const [save, saved] = useSetUnsubscribeSettingMutation();
  const current = saved.data ?? setting.data;
  const failure = setting.error ?? saved.error;

  return (
    <AuthCard
      title="E-mail settings"
      subtitle="Choose which e-mails the Academy sends you"
      footer={{ to: '/settings', label: 'All notification settings' }}
    >
      <Stack gap="4">
        {failure ? (
          <Alert tone="destructive" title="This link does not work">
            {errorMessage(failure, 'We could not read this unsubscribe link')}
          </Alert>
        ) : null}
        {current && saved.data ? (
          <Alert
            tone={current.subscribed ? 'info' : 'success'}
            title={current.subscribed ? 'Subscribed again' : 'Unsubscribed'}
          >
            {current.message}
          </Alert>
        ) : null}
        {current && !saved.data ? (
          <p>
            {current.subscribed
              ? `Stop ${current.label} e-mails? Security and account e-mails (password resets, receipts) still come.`
              : `You do not get ${current.label} e-mails.`}
          </p>
        ) : null}
        {current ? (
          <Button
            fullWidth
            size="lg"
            variant={current.subscribed ? 'primary' : 'secondary'}
            busy={saved.isLoading}
            busyText="Saving..."
            onClick={() => save({ token, subscribed: !current.subscribed })}
          >
            {current.subscribed ? 'Unsubscribe' : 'Undo: subscribe again'}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
