import { Alert, Button, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { AuthCard } from './AuthCard.tsx';

export interface ConfirmLinkCardProps {
  title: string;
  subtitle: string;
  /** The button's label: what confirming does. */
  action: string;
  /** Said when the reply carries no message of its own. */
  failure: string;
  /** Added after the failure: what the person can do next. */
  nextStep?: string;
  onConfirm: () => void;
  /** The confirming request's state, as an RTK Query mutation reports it. */
  result: { data?: { message: string }; error?: unknown; isLoading: boolean };
}

/**
 * Where a mailed confirmation link leads. The button confirms, not opening the page: mail scanners that
 * open links must not spend them.
 */
export function ConfirmLinkCard({
  title,
  subtitle,
  action,
  failure,
  nextStep,
  onConfirm,
  result,
}: ConfirmLinkCardProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = result;
  return (
    <AuthCard title={title} subtitle={subtitle} footer={{ to: paths.login, label: t('auth.goToLogin') }}>
      <Stack gap="4">
        {data ? (
          <Alert tone="success" title={t('auth.eMailAddressConfirmed')}>
            {data.message}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="destructive" title={t('auth.notConfirmed')}>
            {errorMessage(error, failure)}
            {nextStep ? ` ${nextStep}` : null}
          </Alert>
        ) : null}
        {data ? null : (
          <Button fullWidth size="lg" busy={isLoading} busyText={t('auth.confirming')} onClick={onConfirm}>
            {action}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
