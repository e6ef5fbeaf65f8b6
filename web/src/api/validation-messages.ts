/**
 * The one place that turns the API's validation replies (`{ message, code: 'VALIDATION' }`, where the message
 * names a field and a schema rule, e.g. "resetToken must NOT have fewer than 20 characters") into sentences a
 * person understands, in the language on screen. The API keeps its codes and wording for programs; people
 * read these.
 */
import { i18n } from '../shared/i18n/i18n.ts';

/** Fields whose problem a person can only fix one way: the whole sentence, whatever the rule. */
const FIELD_SENTENCES: Record<string, string> = {
  resetToken: 'validation.resetTokenInvalid',
  token: 'validation.tokenInvalid',
};

/** Fields with a label of their own: the ones learners fill in, and those that read badly split into words. */
const FIELD_LABELS: Record<string, string> = {
  email: 'validation.fieldEmail',
  phone_number: 'validation.fieldPhoneNumber',
  fullName: 'validation.fieldFullName',
  password: 'validation.fieldPassword',
  newPassword: 'validation.fieldNewPassword',
  currentPassword: 'validation.fieldCurrentPassword',
};

/**
 * "fullName" → "Full name", "phone_number" → "Phone number"; a field without a label of its own is named
 * by its words (in English, also inside a Hindi sentence: the API names it so).
 */
function labelOf(field: string): string {
  const name = field.split('.').at(-1) ?? field;
  const known = FIELD_LABELS[name];
  if (known) return i18n.t(known);
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each schema rule as ajv words it, and the sentence it becomes. */
const RULES: [RegExp, (label: string, match: RegExpMatchArray) => string][] = [
  [/^is required$/, (label) => i18n.t('validation.required', { label })],
  [
    /^must NOT have fewer than (\d+) characters?$/,
    (label, [, n]) => i18n.t('validation.minLength', { label, n }),
  ],
  [
    /^must NOT have more than (\d+) characters?$/,
    (label, [, n]) => i18n.t('validation.maxLength', { label, n }),
  ],
  [/^must NOT have fewer than (\d+) items?$/, (label, [, n]) => i18n.t('validation.minItems', { label, n })],
  [/^must NOT have more than (\d+) items?$/, (label, [, n]) => i18n.t('validation.maxItems', { label, n })],
  [/^must match format "email"$/, (label) => i18n.t('validation.email', { label })],
  [/^must match format "(date|date-time)"$/, (label) => i18n.t('validation.date', { label })],
  [/^must match format "uri"$/, (label) => i18n.t('validation.uri', { label })],
  [/^must be >= (-?[\d.]+)$/, (label, [, n]) => i18n.t('validation.atLeast', { label, n })],
  [/^must be > (-?[\d.]+)$/, (label, [, n]) => i18n.t('validation.moreThan', { label, n })],
  [/^must be <= (-?[\d.]+)$/, (label, [, n]) => i18n.t('validation.atMost', { label, n })],
  [/^must be < (-?[\d.]+)$/, (label, [, n]) => i18n.t('validation.lessThan', { label, n })],
  [/^must be (integer|number)$/, (label) => i18n.t('validation.number', { label })],
  [/^must be one of: (.+)$/, (label, [, choices]) => i18n.t('validation.oneOf', { label, choices })],
];

/** The sentence for a validation reply's message; a message that is already a sentence stays as it is. */
export function validationSentence(message: string): string {
  const required = /^(\S+) is required$/.exec(message);
  const [field, rule] = required ? [required[1]!, 'is required'] : splitFieldAndRule(message);
  if (field === undefined) return message;
  const whole = FIELD_SENTENCES[field.split('.').at(-1) ?? field];
  if (whole) return i18n.t(whole);
  for (const [pattern, sentence] of RULES) {
    const match = pattern.exec(rule);
    if (match) return sentence(labelOf(field), match);
  }
  return i18n.t('validation.general');
}

/** "body.fullName must NOT …" → ["body.fullName", "must NOT …"]; a sentence from a schema has no such shape. */
function splitFieldAndRule(message: string): [string | undefined, string] {
  const match = /^([A-Za-z_][\w.]*) ((?:must|has a field) .*)$/.exec(message);
  return match ? [match[1], match[2]!] : [undefined, message];
}
