import type { BillingCycle, Profile, UpdateProfileBody } from '@academy/contracts';
import '../../shared/i18n/en-screens/profile.ts';

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
] as const;
export const BILLING_CYCLES: BillingCycle[] = ['Monthly', 'Yearly'];

/**
 * The translation key each stored value is shown with: the profile keeps (and the API takes) the
 * English values above, whatever the language on screen.
 */
export const SHOWN_AS: Record<(typeof TIMEZONES)[number] | BillingCycle, `profile.${string}`> = {
  'Pacific Time (PT)': 'profile.timezonePT',
  'Mountain Time (MT)': 'profile.timezoneMT',
  'Central Time (CT)': 'profile.timezoneCT',
  'Eastern Time (ET)': 'profile.timezoneET',
  'Greenwich Mean Time (GMT)': 'profile.timezoneGMT',
  'Central European Time (CET)': 'profile.timezoneCET',
  'India Standard Time (IST)': 'profile.timezoneIST',
  'Japan Standard Time (JST)': 'profile.timezoneJST',
  'Australian Eastern Time (AET)': 'profile.timezoneAET',
  Monthly: 'profile.monthly',
  Yearly: 'profile.yearly',
};

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
