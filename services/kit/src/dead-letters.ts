import { type Messaging, streamName } from './messaging.ts';

/** Dead letters live in their own stream, `<prefix>deadletter.<consumer>`, kept until replayed or aged out. */
export const DEAD_LETTER_CONTEXT = 'deadletter';
export const ORIGINAL_SUBJECT_HEADER = 'Academy-Original-Subject';

/**
 * Publishes a consumer's dead-lettered events (all, or the one with `eventId`) again on their
 * original subject, after the cause is fixed. The consumer applies each at most once
 * (`processed_events`), so replaying twice is harmless. Returns the ids replayed.
 */
export const replayDeadLetters = async (messaging: Messaging, consumer: string, eventId?: string) => {
  const stream = streamName(messaging.prefix, DEAD_LETTER_CONTEXT);
  const subject = `${messaging.prefix}${DEAD_LETTER_CONTEXT}.${consumer}`;
  const info = await messaging.jsm.streams.info(stream).catch(() => undefined);
  if (!info) return [];
  const { state } = info;
  const replayed: string[] = [];
  // Dead letters are few: reading the stream message by message keeps this simple and bounded.
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
    const message = await messaging.jsm.streams.getMessage(stream, { seq }).catch(() => undefined);
    if (!message || message.subject !== subject) continue;
    const id = (message.json() as { id?: string }).id ?? `seq-${seq}`;
    const original = message.header?.get(ORIGINAL_SUBJECT_HEADER);
    if (!original || (eventId && id !== eventId)) continue;
    // A fresh message id: the original one may still be in the stream's de-duplication window.
    await messaging.js.publish(original, message.data, { msgID: `replay:${id}:${Date.now()}` });
    replayed.push(id);
  }
  return replayed;
};
