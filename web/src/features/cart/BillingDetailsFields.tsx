import { GST_STATES } from '@academy/contracts';
import { Select, Stack, TextField } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import formStyles from '../../shared/form.module.css';
import type { BillingDetails } from './billing-details.ts';
import '../../shared/i18n/en-screens/cart.ts';

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
  const { t } = useTranslation();
  const set = (field: keyof BillingDetails) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="3" as="fieldset" className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{t('cart.taxInvoiceOptional')}</legend>
      <TextField
        label={t('cart.gstin')}
        hint={t('cart.forAGstRegisteredBusiness')}
        value={value.buyerGstin}
        maxLength={15}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set('buyerGstin')(event.target.value.toUpperCase())}
      />
      <Select
        label={t('cart.billingState')}
        placeholder={t('cart.chooseYourState')}
        options={STATE_OPTIONS}
        value={value.billingStateCode || undefined}
        onValueChange={set('billingStateCode')}
      />
      <TextField
        label={t('cart.billingAddress')}
        value={value.billingAddress}
        maxLength={300}
        autoComplete="street-address"
        onChange={(event) => set('billingAddress')(event.target.value)}
      />
    </Stack>
  );
}
