/**
 * The one place that turns the API's validation replies (`{ message, code: 'VALIDATION' }`, where the message
 * names a field and a schema rule, e.g. "resetToken must NOT have fewer than 20 characters") into sentences a
 * person understands. The API keeps its codes and wording for programs; people read these.
 */

/** Fields whose problem a person can only fix one way: the whole sentence, whatever the rule. */
const FIELD_SENTENCES: Record<string, string> = {
  resetToken: 'This password reset link is incomplete or no longer valid. Please ask for a new one.',
  token: 'This link is incomplete or no longer valid. Please ask for a new one.',
};

/** Fields whose name reads badly when split into words. */
const FIELD_LABELS: Record<string, string> = { email: 'E-mail address', phone_number: 'Phone number' };

const GENERAL = 'Some of the information entered is not valid. Please check the form and try again.';

/** "fullName" → "Full name", "phone_number" → "Phone number" for fields without a label of their own. */
function labelOf(field: string): string {
  const name = field.split('.').at(-1) ?? field;
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each schema rule as ajv words it, and the sentence it becomes. */
const RULES: [RegExp, (label: string, match: RegExpMatchArray) => string][] = [
  [/^is required$/, (label) => `${label} is required.`],
  [
    /^must NOT have fewer than (\d+) characters?$/,
    (label, [, n]) => `${label} must be at least ${n} characters long.`,
  ],
  [
    /^must NOT have more than (\d+) characters?$/,
    (label, [, n]) => `${label} must be at most ${n} characters long.`,
  ],
  [/^must NOT have fewer than (\d+) items?$/, (label, [, n]) => `${label} needs at least ${n}.`],
  [/^must NOT have more than (\d+) items?$/, (label, [, n]) => `${label} takes at most ${n}.`],
  [
    /^must match format "email"$/,
    (label) => `${label} must be a valid e-mail address, like name@example.com.`,
  ],
  [/^must match format "(date|date-time)"$/, (label) => `${label} must be a valid date.`],
  [/^must match format "uri"$/, (label) => `${label} must be a valid web address.`],
  [/^must be >= (-?[\d.]+)$/, (label, [, n]) => `${label} must be ${n} or more.`],
  [/^must be > (-?[\d.]+)$/, (label, [, n]) => `${label} must be more than ${n}.`],
  [/^must be <= (-?[\d.]+)$/, (label, [, n]) => `${label} must be ${n} or less.`],
  [/^must be < (-?[\d.]+)$/, (label, [, n]) => `${label} must be less than ${n}.`],
  [/^must be (integer|number)$/, (label) => `${label} must be a number.`],
  [/^must be one of: (.+)$/, (label, [, choices]) => `${label} must be one of: ${choices}.`],
];

/** The sentence for a validation reply's message; a message that is already a sentence stays as it is. */
export function validationSentence(message: string): string {
  const required = /^(\S+) is required$/.exec(message);
  const [field, rule] = required ? [required[1]!, 'is required'] : splitFieldAndRule(message);
  if (field === undefined) return message;
  const whole = FIELD_SENTENCES[field.split('.').at(-1) ?? field];
  if (whole) return whole;
  for (const [pattern, sentence] of RULES) {
    const match = pattern.exec(rule);
    if (match) return sentence(labelOf(field), match);
  }
  return GENERAL;
}

/** "body.fullName must NOT …" → ["body.fullName", "must NOT …"]; a sentence from a schema has no such shape. */
function splitFieldAndRule(message: string): [string | undefined, string] {
  const match = /^([A-Za-z_][\w.]*) ((?:must|has a field) .*)$/.exec(message);
  return match ? [match[1], match[2]!] : [undefined, message];
}
