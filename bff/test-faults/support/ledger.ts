import { DEAD_LETTER_CONTEXT, natsServers, streamName } from '@academy/kit';
import { connect } from 'nats';
import pg from 'pg';
import { type Academy, SERVICES } from './academy.ts';
import type { Learner, LoadCourses } from './load.ts';

type Service = (typeof SERVICES)[number];

/** What the ledger reads: the academy's databases and its NATS (one server or a cluster's list). */
export type LedgerAcademy = Pick<Academy, 'prefix' | 'databaseUrl'> & { nats: { url: string } };

/** Runs one query on one service's database. */
const query = async (academy: LedgerAcademy, service: Service, text: string) => {
  const client = new pg.Client({ connectionString: academy.databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
};

/** Every durable consumer on the academy's streams: its name (which starts with its service's) and subject. */
const durableConsumers = async (academy: LedgerAcademy) => {
  const nc = await connect({ servers: natsServers(academy.nats.url) });
  try {
    const jsm = await nc.jetstreamManager();
    const consumers: { durable: string; subject: string }[] = [];
    const deadLetters = streamName(academy.prefix, DEAD_LETTER_CONTEXT);
    let deadLettered = 0;
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name === deadLetters) deadLettered = stream.state.messages;
      if (!stream.config.name.startsWith(streamName(academy.prefix, ''))) continue;
      for await (const consumer of jsm.consumers.list(stream.config.name)) {
        const { durable_name: durable, filter_subject: subject } = consumer.config;
        if (durable && subject) consumers.push({ durable, subject: subject.slice(academy.prefix.length) });
      }
    }
    return { consumers, deadLettered };
  } finally {
    await nc.close();
  }
};

/**
 * Events lost: outbox rows never published, and (event, consumer) pairs where a durable consumer of
 * the event's subject has no `processed_events` row for it (its effect and that row commit together).
 */
export const countLostEvents = async (academy: LedgerAcademy) => {
  const { consumers, deadLettered } = await durableConsumers(academy);
  let unpublished = 0;
  let published = 0;
  const events: { id: string; subject: string }[] = [];
  const applied = new Set<string>();
  for (const service of SERVICES) {
    const rows = await query(academy, service, 'SELECT id, subject, published_at FROM outbox');
    for (const row of rows) {
      if (row.published_at === null) unpublished += 1;
      else published += 1;
      events.push({ id: String(row.id), subject: String(row.subject) });
    }
    for (const row of await query(academy, service, 'SELECT consumer, event_id FROM processed_events')) {
      applied.add(`${row.consumer}/${row.event_id}`);
    }
  }
  let deliveries = 0;
  let notApplied = 0;
  for (const event of events) {
    for (const consumer of consumers.filter((c) => c.subject === event.subject)) {
      deliveries += 1;
      if (!applied.has(`${consumer.durable}/${event.id}`)) notApplied += 1;
    }
  }
  return { published, unpublished, deliveries, notApplied, deadLettered };
};

const pairs = (rows: Record<string, string>[]) =>
  new Map(rows.map((row) => [`${row.user_id}/${row.course_id ?? row.quiz_id}`, Number(row.count)]));

/**
 * What the load's replies promised, checked in each service's own tables: every effect present
 * (missing) and none twice (doubled). Each learner submitted the quiz once, so every attempt past
 * the first is a doubled effect, even if a retried request was the one that answered 200.
 */
export const countEffects = async (academy: LedgerAcademy, learners: Learner[], courses: LoadCourses) => {
  const per = (service: Service, table: string, key = 'course_id') =>
    query(academy, service, `SELECT user_id, ${key}, count(*) FROM ${table} GROUP BY user_id, ${key}`).then(
      pairs,
    );
  const users = new Set((await query(academy, 'auth', 'SELECT id FROM users')).map((row) => row.id));
  const enrolments = await per('learning', 'enrolments');
  const access = await per('catalogue', 'course_access');
  const attempts = await per('learning', 'quiz_attempts', 'quiz_id');
  const certificates = await per('certificate', 'certificates');
  const certificatesSeenByLearning = await per('learning', 'certificates');
  const paidOrders = await per(
    'orders',
    "orders o JOIN order_lines l ON l.order_id = o.id WHERE o.status = 'Completed'",
  );
  const payments = await query(
    academy,
    'orders',
    "SELECT order_id, count(*) FROM payments WHERE kind = 'payment' GROUP BY order_id HAVING count(*) > 1",
  );

  const missing: string[] = [];
  const doubled: string[] = [];
  const expect = (what: string, count: number | undefined) => {
    if (!count) missing.push(what);
    else if (count > 1) doubled.push(`${what} × ${count}`);
  };
  const { free, pricedCourseId } = courses;
  for (const learner of learners) {
    const id = learner.userId;
    if (!users.has(id)) missing.push(`account ${id}`);
    if (learner.enrolled) {
      expect(`enrolment ${id}`, enrolments.get(`${id}/${free.courseId}`));
      expect(`course access ${id}`, access.get(`${id}/${free.courseId}`));
    }
    if (learner.quizSubmitted) expect(`quiz attempt ${id}`, attempts.get(`${id}/${free.quizId}`));
    if (learner.certificateNumber) {
      expect(`certificate ${id}`, certificates.get(`${id}/${free.courseId}`));
      expect(`certificate known to learning ${id}`, certificatesSeenByLearning.get(`${id}/${free.courseId}`));
    }
    if (learner.paidOrderId) {
      expect(`paid order ${id}`, paidOrders.get(`${id}/${pricedCourseId}`));
      expect(`enrolment from order ${id}`, enrolments.get(`${id}/${pricedCourseId}`));
      expect(`course access from order ${id}`, access.get(`${id}/${pricedCourseId}`));
    }
  }
  doubled.push(...payments.map((row) => `payment of order ${row.order_id} × ${row.count}`));
  return { missing, doubled };
};
