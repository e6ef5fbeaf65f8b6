import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@academy/contracts';
import { contextOf, eventCatalogue } from '@academy/contracts';
import type { Consume, Subscription } from '@academy/kit';
import { repoRoot, SERVICES } from '../local/settings.ts';

/** One process hearing one event: a service's durable consumer, or the BFF's plain subscription. */
export interface Hearing {
  subject: string;
  by: string;
  durable: boolean;
}

export interface EventFlow {
  /** Every event of the contracts, with the service that publishes it (the context its subject names). */
  published: { subject: string; by: string }[];
  heard: Hearing[];
}

/**
 * The subjects a service's durable consumers take, found by handing each of its subscriptions a
 * `consume` that only writes the subject down: exactly what the service starts at run time.
 */
const durableSubjects = async (service: string) => {
  const module = (await import(join(repoRoot, 'services', service, 'src', 'events', 'subscriptions.ts'))) as {
    subscriptions?: Subscription[];
    // Auth's handlers need its public URL and a signing key for the links in its mails.
    subscriptionsFor?: (config: { PUBLIC_URL: string; JWT_PRIVATE_KEY: string }) => Subscription[];
  };
  const subscriptions =
    module.subscriptions ??
    module.subscriptionsFor?.({ PUBLIC_URL: 'http://localhost', JWT_PRIVATE_KEY: 'unused' }) ??
    [];
  const subjects: string[] = [];
  const consume: Consume = async (event) => {
    subjects.push(event.subject);
  };
  for (const subscription of subscriptions) await subscription(consume);
  return subjects;
};

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

type Namespace = Record<string, { subject?: string } | undefined>;
const namespaces = contracts as unknown as Record<string, Namespace>;

const CONTEXTS = contracts.contexts as readonly string[];

/** The events a NATS subject pattern takes (`learning.enrolment.>`, `catalogue.>`). */
const matching = (pattern: string) =>
  eventCatalogue.map(({ subject }) => subject).filter((subject) => subject.startsWith(pattern.slice(0, -1)));

/**
 * The subjects the BFF subscribes to. It keeps nothing, so it has no durable consumer: its live
 * updates and read caches subscribe with plain NATS, and the contracts' event namespaces are imported
 * by those files only. A file names events (`cart.cartChanged`), or subscribes to a pattern written
 * out (`'learning.enrolment.>'`) or made from an event's context (`${catalogue.coursePublished.subject.split('.')[0]}.>`).
 */
const bffSubjects = () => {
  const subjects = new Set<string>();
  for (const file of sourceFiles(join(repoRoot, 'bff', 'src'))) {
    const source = readFileSync(file, 'utf8');
    const imported = /import \{([^}]*)\} from '@academy\/contracts'/.exec(source)?.[1] ?? '';
    for (const specifier of imported.split(',').map((part) => part.trim())) {
      const [name = '', alias = name] = specifier.split(/\s+as\s+/);
      if (!CONTEXTS.includes(name)) continue;
      const namespace = namespaces[name] ?? {};
      for (const [, key = ''] of source.matchAll(new RegExp(`\\b${alias}\\.(\\w+)\\b`, 'g'))) {
        const subject = namespace[key]?.subject;
        if (subject) subjects.add(subject);
      }
      const contextPattern = new RegExp(`\\$\\{${alias}\\.\\w+\\.subject\\.split\\('\\.'\\)\\[0\\]\\}\\.>`);
      if (contextPattern.test(source)) for (const subject of matching(`${name}.>`)) subjects.add(subject);
    }
    for (const [, pattern = ''] of source.matchAll(/['`]((?:[a-z]+\.)+>)['`]/g)) {
      if (CONTEXTS.includes(pattern.split('.')[0] ?? ''))
        for (const subject of matching(pattern)) subjects.add(subject);
    }
  }
  // In the contracts' order, so the drawing does not depend on the order the files are read in.
  return eventCatalogue.map(({ subject }) => subject).filter((subject) => subjects.has(subject));
};

/** Who publishes and who hears every event, read from the contracts and the code. */
export const readEventFlow = async (): Promise<EventFlow> => {
  const heard: Hearing[] = [];
  for (const service of SERVICES) {
    for (const subject of await durableSubjects(service)) heard.push({ subject, by: service, durable: true });
  }
  for (const subject of bffSubjects()) heard.push({ subject, by: 'bff', durable: false });
  return {
    published: eventCatalogue.map(({ subject }) => ({ subject, by: contextOf(subject) })),
    heard,
  };
};

/** The events no process hears. */
export const unheardEvents = (flow: EventFlow) =>
  flow.published
    .map(({ subject }) => subject)
    .filter((subject) => !flow.heard.some((h) => h.subject === subject));
