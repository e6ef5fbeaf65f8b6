import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { MailPreference } from '@academy/contracts';

/** How the settings screen names each notification setting a mail can be unsubscribed from. */
export const PREFERENCE_LABELS: Record<MailPreference, string> = {
  courseUpdates: 'Course Updates',
  assignmentReminders: 'Assignment Reminders',
  discussionReplies: 'Discussion Replies',
};

const isMailPreference = (value: string): value is MailPreference => Object.hasOwn(PREFERENCE_LABELS, value);

/**
 * Unsubscribe links are signed, not stored: `userId.preference.signature`, an HMAC-SHA256 under a key
 * derived from the service's signing key (so no new secret to manage). They do not expire (a mail may
 * be read months later) and are not single use (unsubscribing twice changes nothing); they can only
 * ever switch that one setting of that one account.
 */
export const createUnsubscribeSigner = (signingKey: string) => {
  const key = Buffer.from(hkdfSync('sha256', signingKey, 'academy', 'mail unsubscribe links', 32));
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign: (userId: string, preference: MailPreference) => {
      const payload = `${userId}.${preference}`;
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    /** The account and setting a genuine token names; undefined for anything else. */
    read: (token: string): { userId: string; preference: MailPreference } | undefined => {
      const [userId, preference, signature, ...rest] = token.split('.');
      if (!userId || !preference || !signature || rest.length > 0 || !isMailPreference(preference)) return;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(`${userId}.${preference}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
      // Base64 decoding ignores a last character's spare bits, so several spellings decode alike: only ours counts.
      if (given.toString('base64url') !== signature) return;
      return { userId, preference };
    },
  };
};

export type UnsubscribeSigner = ReturnType<typeof createUnsubscribeSigner>;

/** What a mail the reader can stop carries: the page that confirms (and undoes) and the one-click URL. */
export interface UnsubscribeLinks {
  label: string;
  pageUrl: string;
  /** RFC 8058: a POST with `List-Unsubscribe=One-Click` turns the setting off, no page, no login. */
  oneClickUrl: string;
}

export const unsubscribeLinks = (
  signer: UnsubscribeSigner,
  publicUrl: string,
  userId: string,
  preference: MailPreference,
): UnsubscribeLinks => {
  const token = signer.sign(userId, preference);
  return {
    label: PREFERENCE_LABELS[preference],
    pageUrl: new URL(`/app/unsubscribe/${token}`, publicUrl).toString(),
    oneClickUrl: new URL(`/api/v1/mail/unsubscribe/${token}`, publicUrl).toString(),
  };
};
