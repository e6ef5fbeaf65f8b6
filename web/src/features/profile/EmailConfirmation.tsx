import { Badge, Button, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { useSendAddressConfirmationMutation } from '../mail-links/mailLinksApi.ts';
import styles from './profile.module.css';
import '../../shared/i18n/en-screens/profile.ts';
import textStyles from '../../shared/text.module.css';

/** Whether the account's address is confirmed; if not, "Send again" mails a new link (the server throttles it). */
export function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  const [send, { data, error, isLoading }] = useSendAddressConfirmationMutation();
  if (confirmed) return <Badge tone="success">{t('profile.addressConfirmed')}</Badge>;
  return (
    <Stack gap="1" align="center">
      <Badge tone="warning">{t('profile.addressNotConfirmed')}</Badge>
      <Button
        variant="ghost"
        size="sm"
        busy={isLoading}
        busyText={t('profile.sending')}
        onClick={() => send()}
      >
        {t('profile.sendTheConfirmationLinkAgain')}
      </Button>
      <p role="status" aria-live="polite" className={`${textStyles.muted} ${styles.email}`}>
        {data?.message ?? (error ? errorMessage(error, 'Failed to send the link') : '')}
      </p>
    </Stack>
  );
}
