import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { END_MARKER, eventSection, START_MARKER, withEventSection } from '../docs/event-diagram.ts';
import { type EventFlow, readEventFlow, unheardEvents } from '../docs/event-flow.ts';
import { repoRoot } from '../local/settings.ts';

/**
 * Events that no other process hears, each with the reason it is published all the same. An event
 * missing here with no consumer fails the test: give it a consumer, stop publishing it, or say why.
 */
const PUBLISHED_WITHOUT_CONSUMER: Record<string, string> = {
  'learning.content.completed.v1':
    'the progress a learner makes, announced for a progress or reporting consumer; no service keeps it yet',
  'learning.quiz.failed.v1':
    'the other outcome of every scored attempt (quiz.passed is heard): an attempt is announced whatever its result',
  'orders.order.failed.v1':
    'an order reaching its Failed state; the services that act on orders need only paid and refunded ones',
  'orders.order.cancelled.v1':
    'an order reaching its Cancelled state; the services that act on orders need only paid and refunded ones',
};

let flow: EventFlow;
beforeAll(async () => {
  flow = await readEventFlow();
}, 60_000);

describe("the README's event section", () => {
  it('is the one drawn from the event contracts and the consumers the code starts (npm run docs:diagrams)', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(START_MARKER);
    expect(readme).toContain(END_MARKER);
    expect(readme).toBe(withEventSection(readme, eventSection(flow)));
  });

  it('changes with every consumer a service starts or stops', () => {
    // A consumer added draws its arrow (cart hears no auth events, so none is drawn without it).
    const withCartHearingUsers = {
      ...flow,
      heard: [...flow.heard, { subject: 'auth.user.updated.v1', by: 'cart', durable: true }],
    };
    expect(eventSection(withCartHearingUsers)).toContain('auth -->|"user.updated"| cart');
    expect(eventSection(flow)).not.toMatch(/^ {2}auth -->.*\| cart$/m);
    const withoutCart = { ...flow, heard: flow.heard.filter((h) => h.by !== 'cart') };
    expect(eventSection(withoutCart)).not.toMatch(/-->\|"[^"]*"\| cart$/m);
    expect(eventSection(flow)).toMatch(/-->\|"[^"]*"\| cart$/m);
  });
});

describe('every published event', () => {
  it('is heard by another process, or has a stated reason to be published without one', () => {
    const unexplained = unheardEvents(flow).filter((subject) => !(subject in PUBLISHED_WITHOUT_CONSUMER));
    expect(unexplained, 'events published with no consumer and no stated reason').toEqual([]);
  });

  it('has a stated reason only while it has no consumer', () => {
    const unheard = unheardEvents(flow);
    const stale = Object.keys(PUBLISHED_WITHOUT_CONSUMER).filter((subject) => !unheard.includes(subject));
    expect(stale, 'reasons for events that are consumed (or no longer published)').toEqual([]);
  });
});
