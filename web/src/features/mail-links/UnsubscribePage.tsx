import { Alert, Button, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { useSetUnsubscribeSettingMutation, useUnsubscribeSettingQuery } from './mailLinksApi.ts';
import '../../shared/i18n/en-screens/mail-links.ts';

/**
 * Where a mail's unsubscribe link leads (no login): it names the setting, turns it off with a button
 * (a mail scanner opening the link changes nothing), and offers to undo.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const setting = useUnsubscribeSettingQuery({ token });
  const [save, saved] = useSetUnsubscribeSettingMutation();
  const current = saved.data ?? setting.data;
  const failure = setting.error ?? saved.error;

  return (
    <AuthCard
      title={t('mailLinks.eMailSettings')}
      subtitle={t('mailLinks.chooseWhichEMailsThe')}
      footer={{ to: paths.settings, label: t('mailLinks.allNotificationSettings') }}
    >
      <Stack gap="4">
        {failure ? (
          <Alert tone="destructive" title={t('mailLinks.thisLinkDoesNotWork')}>
            {errorMessage(failure, 'We could not read this unsubscribe link')}
          </Alert>
        ) : null}
        {current && saved.data ? (
          <Alert
            tone={current.subscribed ? 'info' : 'success'}
            title={current.subscribed ? t('mailLinks.subscribedAgain') : t('mailLinks.unsubscribed')}
          >
            {current.message}
          </Alert>
        ) : null}
        {current && !saved.data ? (
          <p>
            {current.subscribed
              ? t('mailLinks.stopEMailsSecurityAnd', { label: current.label })
              : t('mailLinks.youDoNotGetE', { label: current.label })}
          </p>
        ) : null}
        {current ? (
          <Button
            fullWidth
            size="lg"
            variant={current.subscribed ? 'primary' : 'secondary'}
            busy={saved.isLoading}
            busyText={t('mailLinks.saving')}
            onClick={() => save({ token, subscribed: !current.subscribed })}
          >
            {current.subscribed ? t('mailLinks.unsubscribe') : t('mailLinks.undoSubscribeAgain')}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
