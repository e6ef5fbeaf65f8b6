import { GST_STATES } from '@academy/contracts';
import { Select, TextField } from '@academy/ui-kit';
import type { BillingDetails } from './billing-details.ts';
import styles from './cart.module.css';

const STATE_OPTIONS = Object.entries(GST_STATES).map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));

/**
 * Optional details for a GST tax invoice: a registered business's GSTIN (its state is the place of
 * supply), else the state billed to, and an address. The orders service checks the GSTIN.
 */
export function BillingDetailsFields({
  value,
  onChange,
}: {
  value: BillingDetails;
  onChange: (value: BillingDetails) => void;
}) {
  const set = (field: keyof BillingDetails) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <fieldset className={styles.billing}>
      <legend className={styles.billingTitle}>Tax invoice (optional)</legend>
      <TextField
        label="GSTIN"
        hint="For a GST-registered business: 15 characters, e.g. 27AAPFU0939F1ZV"
        value={value.buyerGstin}
        maxLength={15}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set('buyerGstin')(event.target.value.toUpperCase())}
      />
      <Select
        label="Billing state"
        placeholder="Choose your state"
        options={STATE_OPTIONS}
        value={value.billingStateCode || undefined}
        onValueChange={set('billingStateCode')}
      />
      <TextField
        label="Billing address"
        value={value.billingAddress}
        maxLength={300}
        autoComplete="street-address"
        onChange={(event) => set('billingAddress')(event.target.value)}
      />
    </fieldset>
  );
}
