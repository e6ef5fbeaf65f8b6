import { replayDeadLetters } from './dead-letters.ts';
import { connectMessaging } from './messaging.ts';

/**
 * npm run replay-deadletter -- <consumer> [eventId]
 * Reads NATS_URL and SUBJECT_PREFIX like the services. <consumer> is the durable name from the
 * 'event dead-lettered' log line (e.g. catalogue-learning_enrolment_created_v1).
 */
const [consumer, eventId] = process.argv.slice(2);
if (!consumer) {
  console.error('usage: npm run replay-deadletter -- <consumer> [eventId]');
  process.exit(2);
}
const messaging = await connectMessaging({
  url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  prefix: process.env.SUBJECT_PREFIX ?? '',
  name: 'replay-deadletter',
});
const replayed = await replayDeadLetters(messaging, consumer, eventId);
console.log(
  `replayed ${replayed.length} event(s) for ${consumer}${replayed.length ? `: ${replayed.join(', ')}` : ''}`,
);
await messaging.close();
