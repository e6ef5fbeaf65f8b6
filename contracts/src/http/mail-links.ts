import { type Static, Type } from 'typebox';
import { Closed } from './common.ts';

/** The link in a mail that confirms the account's address (single use, three days). */
export const AddressConfirmationParams = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 200 }),
});
export type AddressConfirmationParams = Static<typeof AddressConfirmationParams>;

/** The notification settings a mail can be unsubscribed from. */
export const MailPreference = Type.Union([
  Type.Literal('courseUpdates'),
  Type.Literal('assignmentReminders'),
  Type.Literal('discussionReplies'),
]);
export type MailPreference = Static<typeof MailPreference>;

/** The signed token of an unsubscribe link: it names the account and the setting, and needs no login. */
export const MailUnsubscribeParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200 }) });
export type MailUnsubscribeParams = Static<typeof MailUnsubscribeParams>;

/** Turn the setting the link names off (`false`) or back on (`true`: the undo). */
export const MailUnsubscribeBody = Closed({ subscribed: Type.Boolean() });
export type MailUnsubscribeBody = Static<typeof MailUnsubscribeBody>;

/** The setting an unsubscribe link names, as it is now. */
export const MailUnsubscribeReply = Type.Object({
  preference: MailPreference,
  /** As the settings screen names it, e.g. 'Course Updates'. */
  label: Type.String(),
  subscribed: Type.Boolean(),
  message: Type.String(),
});
export type MailUnsubscribeReply = Static<typeof MailUnsubscribeReply>;
