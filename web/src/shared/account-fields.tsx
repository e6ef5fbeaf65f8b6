import { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n/i18n.ts';

/** What a screen still chooses for an account field: its value, handler, and read-only or hint. */
type AccountFieldProps = Omit<
  TextFieldProps,
  'label' | 'name' | 'type' | 'autoComplete' | 'required' | 'maxLength'
>;

/** The account's e-mail, the same wherever it is typed (sign-up, log-in, reset, profile). */
export function EmailField(props: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField {...props} label={t('shared.email')} name="email" type="email" autoComplete="email" required />
  );
}

/** The account holder's name (the server keeps at most 100 characters). */
export function FullNameField(props: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('shared.fullName')}
      name="fullName"
      autoComplete="name"
      maxLength={100}
      required
    />
  );
}

/** The repeat of a new password, checked against it before anything is sent. */
export function ConfirmPasswordField(
  props: Omit<PasswordFieldProps, 'label' | 'name' | 'autoComplete' | 'required'>,
) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      label={t('shared.confirmNewPassword')}
      name="confirmPassword"
      autoComplete="new-password"
      required
    />
  );
}

/** The shortest new password the server accepts (it also refuses common passwords). */
export const NEW_PASSWORD_MIN_LENGTH = 10;
/** What a new-password field says under it, in the language on screen. */
export const newPasswordHint = () => i18n.t('shared.newPasswordHint', { min: NEW_PASSWORD_MIN_LENGTH });

/** A new password as the server accepts it: 10 to 128 characters. */
export function NewPasswordField({
  label,
  ...props
}: Omit<PasswordFieldProps, 'label' | 'autoComplete' | 'required' | 'minLength' | 'maxLength'> & {
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      label={label ?? t('shared.newPassword')}
      autoComplete="new-password"
      minLength={NEW_PASSWORD_MIN_LENGTH}
      maxLength={128}
      required
    />
  );
}
