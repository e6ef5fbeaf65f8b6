import '../../shared/i18n/en-screens/support.ts';

/** Polling keeps an open chat live; nothing polls while it is closed. */
export const CHAT_POLL_MS = 4000;
export const INBOX_POLL_MS = 10_000;
export const SUPPORT_MESSAGE_MAX = 2000;

/** The message to send (trimmed), or why it cannot be sent: the key of the sentence, which takes `max`. */
export function supportMessageDraft(
  text: string,
): { body: string } | { problem: 'support.writeAMessageFirst' | 'support.atMostCharacters' } {
  const body = text.trim();
  if (!body) return { problem: 'support.writeAMessageFirst' };
  if (body.length > SUPPORT_MESSAGE_MAX) return { problem: 'support.atMostCharacters' };
  return { body };
}
