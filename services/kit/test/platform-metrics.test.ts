import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseConfigSchema, loadConfig } from '../src/config.ts';
import { RELAY_LOCK } from '../src/outbox-relay.ts';
import { connectPlatform } from '../src/platform.ts';
import {
  createTestDatabase,
  deleteTestStreams,
  eventually,
  freePort,
  generateSigningKeys,
  runPromtool,
  scrape,
  seriesOf,
  sharedNatsUrl,
  testSubjectPrefix,
} from '../src/testing/index.ts';
import { createOpenApp } from '../src/testing/open-app.ts';
import { migrationsFolder } from './fixtures/platform.ts';
import * as schema from './fixtures/schema.ts';

/**
 * The series of `metric` carrying `label`: the registry is the process's, and a test worker that ran other
 * files first holds their apps' series too.
 */
const ownSeries = (text: string, metric: string, label: string) =>
  seriesOf(text, metric).filter((line) => line.startsWith(`{${label}}`));

describe('metrics of a service platform', () => {
  const prefix = testSubjectPrefix();
  const app = createOpenApp({ name: 'metered', logLevel: 'silent' });
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let port: number;
  let platform: Awaited<ReturnType<typeof connectPlatform<typeof schema>>>;
  let failuresLeft = 1;

  beforeAll(async () => {
    database = await createTestDatabase('kit_metrics');
    port = await freePort();
    const config = loadConfig(BaseConfigSchema, {
      PORT: '0',
      DATABASE_URL: database.url,
      NATS_URL: sharedNatsUrl(),
      SUBJECT_PREFIX: prefix,
      JWT_PUBLIC_KEY: generateSigningKeys().publicKey,
    });
    platform = await connectPlatform(app, { name: 'metered', config, schema, migrationsFolder });
    await platform.consume(auth.userRegistered, async () => {
      if (failuresLeft-- > 0) throw new Error('fails once');
    });
    // The metrics listener of another app of the same process: the platform's metrics are the process's.
    const served = createOpenApp({ name: 'metered-metrics', logLevel: 'silent', metrics: { port } });
    await served.ready();
    app.addHook('onClose', () => served.close());
  });
  afterAll(async () => {
    await app.close();
    await deleteTestStreams(sharedNatsUrl(), prefix);
    await database.drop();
  });

  it('reports the outbox backlog and the age of its oldest event, then their publication', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [RELAY_LOCK]);
    await holder.query(
      `INSERT INTO outbox (id, subject, envelope, created_at) VALUES ($1, $2, $3, now() - interval '90 seconds')`,
      [randomUUID(), auth.userUpdated.subject, {}],
    );
    const held = await scrape(port);
    expect(ownSeries(held, 'academy_outbox_backlog_events', 'service="metered"')).toEqual([
      '{service="metered"} 1',
    ]);
    const [age] = ownSeries(held, 'academy_outbox_oldest_event_age_seconds', 'service="metered"');
    expect(Number(age?.split(' ')[1])).toBeGreaterThanOrEqual(90);

    await holder.end();
    platform.relay.wake();
    await eventually(async () => {
      const text = await scrape(port);
      expect(ownSeries(text, 'academy_outbox_backlog_events', 'service="metered"')).toEqual([
        '{service="metered"} 0',
      ]);
      expect(ownSeries(text, 'academy_outbox_oldest_event_age_seconds', 'service="metered"')).toEqual([
        '{service="metered"} 0',
      ]);
      expect(ownSeries(text, 'academy_outbox_published_events_total', 'service="metered"')).toEqual([
        '{service="metered"} 1',
      ]);
    });
  });

  it("reports each consumer's pending messages, redeliveries and dead letters", async () => {
    const consumer = `metered-${auth.userRegistered.subject.replaceAll('.', '_')}`;
    const subject = `${prefix}${auth.userRegistered.subject}`;
    const envelope = {
      id: randomUUID(),
      subject: auth.userRegistered.subject,
      occurredAt: new Date().toISOString(),
      data: auth.userRegistered.example,
    };
    await platform.messaging.js.publish(subject, JSON.stringify(envelope));
    await platform.messaging.js.publish(subject, JSON.stringify({ not: 'an event' }));
    await eventually(async () => {
      const text = await scrape(port);
      expect(ownSeries(text, 'academy_consumer_redeliveries_total', `consumer="${consumer}"`)).toEqual([
        `{consumer="${consumer}"} 1`,
      ]);
      expect(ownSeries(text, 'academy_consumer_dead_letters_total', `consumer="${consumer}"`)).toEqual([
        `{consumer="${consumer}"} 1`,
      ]);
      expect(ownSeries(text, 'academy_consumer_pending_messages', `consumer="${consumer}"`)).toEqual([
        `{consumer="${consumer}"} 0`,
      ]);
      expect(ownSeries(text, 'academy_consumer_unacknowledged_messages', `consumer="${consumer}"`)).toEqual([
        `{consumer="${consumer}"} 0`,
      ]);
    });
  });

  it('reports the database pool, and the whole passes promtool check metrics', async () => {
    const text = await scrape(port);
    expect(ownSeries(text, 'academy_db_pool_connections_in_use', 'service="metered"')).toEqual([
      '{service="metered"} 0',
    ]);
    expect(ownSeries(text, 'academy_db_pool_waiting_requests', 'service="metered"')).toEqual([
      '{service="metered"} 0',
    ]);
    expect(ownSeries(text, 'academy_db_pool_max_connections', 'service="metered"')).toEqual([
      '{service="metered"} 10',
    ]);
    expect(await runPromtool(['check', 'metrics'], text)).toEqual({ code: 0, output: '' });
  });
});
