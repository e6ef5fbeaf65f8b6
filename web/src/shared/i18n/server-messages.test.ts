import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../api/error-message.ts';
import { hiMessages } from './hi-messages.ts';
import { switchLanguage } from './i18n.ts';
import { say } from './messages.ts';

const repository = resolve(import.meta.dirname, '../../../..');

/**
 * Refusals a person using the app never reads: the shape of a request only another program could send wrong,
 * a webhook's or a verifier's, or a session reply the app words itself (session-base-query.ts).
 */
const FOR_PROGRAMS = new Set([
  'A signed Stripe event is required',
  'The Stripe signature does not match',
  'Cross-site requests cannot change anything here',
  'Invalid token',
  'Token expired',
  'Session expired',
  'Session ended. Please log in again.',
  'No session to refresh',
  'Key not found',
  'Status list not found',
  'The requested range is not satisfiable',
  'Send the image as the request body with Content-Type application/octet-stream',
  'Send the image as multipart/form-data in the field avatar',
  'avatar is required',
  'Send either category or customCategory, not both',
  'category or customCategory is required',
  'answers name a question twice',
  'cname or courseId is required',
  'courseId does not match the quiz',
  'courseId must be a course id',
  'userId must be a user id',
  'moduleIds must list every module of the course exactly once',
  'questionIds must list every question of the quiz exactly once',
  'body must not be empty',
  'Missing required information',
]);

/**
 * The sentences the services and the BFF refuse requests with: the first argument of the kit's error helpers
 * (`notFound('…')`, `new HttpError(409, …)`), written out or as a constant defined in the same sources.
 */
function serverRefusals(): Set<string> {
  const files = globSync(['services/*/src/**/*.ts', 'bff/src/**/*.ts'], { cwd: repository }).filter(
    (file) => !file.endsWith('.test.ts'),
  );
  const sources = files.map((file) => readFileSync(join(repository, file), 'utf8'));
  const constants = new Map<string, string>();
  for (const source of sources) {
    for (const [, name, , text] of source.matchAll(/const ([A-Z][A-Z0-9_]+)\s*=\s*(['"])((?:(?!\2).)+)\2/g)) {
      constants.set(name as string, text as string);
    }
  }
  const refusals = new Set<string>();
  // The reasons of the BFF's throttling (`refuse(reply, seconds, 'Too many sign-ups.')`) and of a refusal whose
  // wait is written in (`…; please try again in ${…}.`): the reason is translated apart from the wait (`say`).
  for (const source of sources) {
    for (const [, reason] of source.matchAll(/\brefuse\(\s*reply,[^,]+,\s*'([^']+)\.'/g))
      refusals.add(reason as string);
    for (const [, reason] of source.matchAll(/`([^`$]+)[.;] [Pp]lease try again in \$\{/g))
      refusals.add(reason as string);
  }
  const call =
    /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|HttpError\(\s*\d+\s*,)\s*\(?\s*(?:(['"])((?:(?!\1).)+)\1|([A-Z][A-Z0-9_]+)\b)/g;
  for (const source of sources) {
    for (const [, , written, named] of source.matchAll(call)) {
      const text = written ?? constants.get(named as string);
      if (text) refusals.add(text);
    }
  }
  return refusals;
}

describe("the server's refusals a person reads", () => {
  it('each have a Hindi sentence', () => {
    const refusals = serverRefusals();
    // The scan finds the refusals at all: a few every learner may meet.
    for (const known of [
      'Invalid email or password',
      'Quiz not found',
      'This attempt has run out of time',
      'Too many failed sign-ins for this account',
      'Many people are signing in right now',
    ]) {
      expect(refusals).toContain(known);
    }
    const untranslated = [...refusals].filter((text) => !FOR_PROGRAMS.has(text) && !(text in hiMessages));
    expect(untranslated).toEqual([]);
  });

  it('show in Hindi while Hindi is on screen, wherever the app shows a refusal', async () => {
    const refused = {
      status: 401,
      data: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
    };
    await switchLanguage('hi');
    expect(errorMessage(refused, 'Failed to log in')).toBe('ई-मेल या पासवर्ड गलत है');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'Failed to log in')).toBe(
      'लॉग इन नहीं हो सका',
    );
    await switchLanguage('en');
    expect(errorMessage(refused, 'Failed to log in')).toBe('Invalid email or password');
  });

  it('say when to try again in the words of the language on screen, and in English exactly as sent', async () => {
    const throttled = 'Too many failed sign-ins for this account. Please try again in 15 minutes.';
    const busy = 'Many people are signing in right now; please try again in 1 second.';
    await switchLanguage('hi');
    expect(say(throttled)).toBe('इस खाते में बहुत बार गलत साइन इन की कोशिश हुई। कृपया 15 मिनट बाद फिर से कोशिश करें।');
    expect(say(busy)).toBe('अभी बहुत से लोग साइन इन कर रहे हैं। कृपया 1 सेकंड बाद फिर से कोशिश करें।');
    // A reason nobody translated stays the server's whole sentence.
    expect(say('Too many wishes. Please try again in 2 minutes.')).toBe(
      'Too many wishes. Please try again in 2 minutes.',
    );
    await switchLanguage('en');
    expect(say(throttled)).toBe(throttled);
    expect(say(busy)).toBe(busy);
  });
});
