import type { BillingCycle, Profile, UpdateProfileBody } from '@academy/contracts';

export interface ProfileFormValues {
  fullName: string;
  email: string;
  phone_number: string;
  address: string;
  language: string;
  timezone: string;
  billingCycle: BillingCycle;
}

export const TIMEZONES = [
  'Pacific Time (PT)',
  'Mountain Time (MT)',
  'Central Time (CT)',
  'Eastern Time (ET)',
  'Greenwich Mean Time (GMT)',
  'Central European Time (CET)',
  'India Standard Time (IST)',
  'Japan Standard Time (JST)',
  'Australian Eastern Time (AET)',
];
export const BILLING_CYCLES: BillingCycle[] = ['Monthly', 'Yearly'];

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    phone_number: profile.phone_number ?? '',
    address: profile.address ?? '',
    language: profile.language,
    timezone: profile.timezone,
    billingCycle: profile.billingCycle,
  };
}

/** Whether the form asks for another address (a change of letter case only is not one). */
export function movesAddress(values: ProfileFormValues, profile: Profile): boolean {
  return values.email.trim().toLowerCase() !== profile.email.toLowerCase();
}

/**
 * The update body: trimmed text, and empty optional fields cleared rather than saved as ''. A new
 * address goes with the current password, which the server asks for before mailing it a link.
 */
export function updateBodyOf(values: ProfileFormValues, currentPassword?: string): UpdateProfileBody {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(currentPassword ? { currentPassword } : {}),
    phone_number: values.phone_number.trim() || null,
    address: values.address.trim() || null,
    // A language saved before the app spoke only English and Hindi is kept until another is chosen.
    ...(values.language === 'English' || values.language === 'Hindi' ? { language: values.language } : {}),
    timezone: values.timezone,
    billingCycle: values.billingCycle,
  };
}
