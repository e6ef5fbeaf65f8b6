import type { Profile } from '@academy/contracts';
import { Button, Group, PasswordField, Select, Stack, TextField } from '@academy/ui-kit';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, FullNameField } from '../../shared/account-fields.tsx';
import formStyles from '../../shared/form.module.css';
import { languageOptions } from '../../shared/i18n/language-options.ts';
import {
  BILLING_CYCLES,
  formValuesOf,
  movesAddress,
  type ProfileFormValues,
  SHOWN_AS,
  TIMEZONES,
  updateBodyOf,
} from './profile-form.ts';
import { useSaveProfile } from './useSaveProfile.ts';
import '../../shared/i18n/en-screens/profile.ts';
import pageStyles from '../../shared/page.module.css';

export interface PersonalInfoFormProps {
  profile: Profile;
  /** Read-only until the user chooses to edit. */
  editing: boolean;
  onCancel?: () => void;
  onSaved?: () => void;
  /**
   * The learner's subscription sets the billing cycle: it is switched from the Subscription panel, which
   * shows the price first, never saved from here.
   */
  cycleFromSubscription?: boolean;
}

/** The profile's personal fields. Remount it (key) to reset the fields to the stored profile. */
export function PersonalInfoForm({
  profile,
  editing,
  onCancel,
  onSaved,
  cycleFromSubscription = false,
}: PersonalInfoFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [currentPassword, setCurrentPassword] = useState('');
  const [save, saving] = useSaveProfile();
  const set =
    <Name extends keyof ProfileFormValues>(name: Name) =>
    (value: ProfileFormValues[Name]) =>
      setValues((current) => ({ ...current, [name]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const newAddress = movesAddress(values, profile);
    if (await save(updateBodyOf(values, newAddress ? currentPassword : undefined))) onSaved?.();
  }

  const readOnly = !editing;
  // A new address is confirmed from its mailbox, and asked for with the account's password.
  const asksPassword = editing && movesAddress(values, profile);
  // What every text field and every list of the form takes from the values.
  const textField = (name: 'fullName' | 'email' | 'phone_number' | 'address') => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name)(event.target.value),
    readOnly,
  });
  // The optional contact fields: an example to follow while editing, 'Not set' while reading.
  const optionalField = (name: 'phone_number' | 'address', maxLength: number, example: string) => ({
    name,
    ...textField(name),
    maxLength,
    placeholder: readOnly ? t('profile.notSet') : example,
  });
  // A list of stored English values, each shown in the language on screen.
  const shownAs = (values: readonly (keyof typeof SHOWN_AS)[]) =>
    values.map((value) => ({ value, label: t(SHOWN_AS[value]) }));
  const listField = (name: 'language' | 'timezone') => ({
    value: values[name],
    onValueChange: set(name),
    disabled: readOnly,
  });
  return (
    <Stack as="form" gap="6" onSubmit={onSubmit} aria-label={t('profile.personalInformation')}>
      <div className={formStyles.fields}>
        <FullNameField {...textField('fullName')} />
        <EmailField {...textField('email')} />
        {asksPassword ? (
          <PasswordField
            label={t('profile.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            hint={t('profile.neededToChangeYourE')}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            required
          />
        ) : null}
        <TextField
          label={t('profile.phoneNumber')}
          type="tel"
          autoComplete="tel"
          {...optionalField('phone_number', 30, '+1 555 0100')}
        />
        <TextField
          label={t('profile.address')}
          autoComplete="street-address"
          {...optionalField('address', 300, t('profile.addressExample'))}
        />
        <Select
          label={t('profile.language')}
          name="language"
          options={languageOptions(t)}
          {...listField('language')}
        />
        <Select
          label={t('profile.timezone')}
          name="timezone"
          options={shownAs(TIMEZONES)}
          {...listField('timezone')}
        />
        <Select
          label={t('profile.billingCycle')}
          name="billingCycle"
          value={values.billingCycle}
          onValueChange={(value) => set('billingCycle')(value === 'Yearly' ? 'Yearly' : 'Monthly')}
          options={shownAs(BILLING_CYCLES)}
          disabled={readOnly || cycleFromSubscription}
          {...(cycleFromSubscription && editing
            ? {
                hint: t('profile.cycleFromSubscription'),
              }
            : {})}
        />
      </div>
      {editing ? (
        <Group gap="3" justify="end" align="stretch" wrap={false} className={pageStyles.ruledAbove}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" busy={saving} busyText={t('profile.saving')}>
            {t('profile.saveChanges')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
