import type { Profile } from '@academy/contracts';
import { Button, Select, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import styles from './profile.module.css';
import {
  BILLING_CYCLES,
  formValuesOf,
  LANGUAGES,
  type ProfileFormValues,
  TIMEZONES,
  updateBodyOf,
} from './profile-form.ts';
import { useSaveProfile } from './useSaveProfile.ts';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface PersonalInfoFormProps {
  profile: Profile;
  /** Read-only until the user chooses to edit. */
  editing: boolean;
  onCancel?: () => void;
  onSaved?: () => void;
}

/** The profile's personal fields. Remount it (key) to reset the fields to the stored profile. */
export function PersonalInfoForm({ profile, editing, onCancel, onSaved }: PersonalInfoFormProps) {
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [save, saving] = useSaveProfile();
  const set =
    <Name extends keyof ProfileFormValues>(name: Name) =>
    (value: ProfileFormValues[Name]) =>
      setValues((current) => ({ ...current, [name]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await save(updateBodyOf(values))) onSaved?.();
  }

  const readOnly = !editing;
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Personal Information">
      <div className={styles.fields}>
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(event) => set('fullName')(event.target.value)}
          readOnly={readOnly}
          required
          maxLength={100}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          readOnly={readOnly}
          required
        />
        <TextField
          label="Phone number"
          name="phone_number"
          type="tel"
          autoComplete="tel"
          value={values.phone_number}
          onChange={(event) => set('phone_number')(event.target.value)}
          readOnly={readOnly}
          maxLength={30}
          placeholder={readOnly ? 'Not set' : '+1 555 0100'}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          value={values.address}
          onChange={(event) => set('address')(event.target.value)}
          readOnly={readOnly}
          maxLength={300}
          placeholder={readOnly ? 'Not set' : 'Street, city, country'}
        />
        <Select
          label="Language"
          name="language"
          value={values.language}
          onValueChange={set('language')}
          options={options(LANGUAGES)}
          disabled={readOnly}
        />
        <Select
          label="Timezone"
          name="timezone"
          value={values.timezone}
          onValueChange={set('timezone')}
          options={options(TIMEZONES)}
          disabled={readOnly}
        />
        <Select
          label="Billing cycle"
          name="billingCycle"
          value={values.billingCycle}
          onValueChange={(value) => set('billingCycle')(value === 'Yearly' ? 'Yearly' : 'Monthly')}
          options={options(BILLING_CYCLES)}
          disabled={readOnly}
        />
      </div>
      {editing ? (
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} busyText="Saving...">
            Save Changes
          </Button>
        </div>
      ) : null}
    </form>
  );
}
