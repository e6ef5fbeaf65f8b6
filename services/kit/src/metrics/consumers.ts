import { Counter, Gauge } from 'prom-client';
import type { Messaging } from '../messaging.ts';
import { metricsRegistry, readOnScrape } from './registry.ts';

const pending = new Gauge({
  name: 'academy_consumer_pending_messages',
  help: 'Messages in the stream a durable consumer has not been given yet.',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

const unacknowledged = new Gauge({
  name: 'academy_consumer_unacknowledged_messages',
  help: 'Messages given to a durable consumer and not yet acknowledged (being applied or awaiting redelivery).',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

/** A message delivered again: its handler failed, or its acknowledgement was late. */
export const consumerRedeliveries = new Counter({
  name: 'academy_consumer_redeliveries_total',
  help: 'Messages a durable consumer received again after a failed or unacknowledged delivery.',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

export const consumerDeadLetters = new Counter({
  name: 'academy_consumer_dead_letters_total',
  help: 'Messages a durable consumer gave up on and kept in the dead-letter stream.',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

/** The consumer's backlog as JetStream sees it, asked at every scrape. */
export const watchConsumer = (messaging: Messaging, stream: string, consumer: string) => {
  consumerRedeliveries.inc({ consumer }, 0);
  consumerDeadLetters.inc({ consumer }, 0);
  const stop = readOnScrape(async () => {
    const info = await messaging.jsm.consumers.info(stream, consumer);
    pending.set({ consumer }, info.num_pending);
    unacknowledged.set({ consumer }, info.num_ack_pending);
  });
  return () => {
    stop();
    pending.remove({ consumer });
    unacknowledged.remove({ consumer });
  };
};
