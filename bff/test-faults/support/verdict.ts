import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { classifyReplies, type Outage } from './figures.ts';
import { countEffects, countLostEvents, type LedgerAcademy } from './ledger.ts';
import type { LoadCourses, startLoad } from './load.ts';

type Load = ReturnType<typeof startLoad>;

/** Polls `check` every `everyMs`; resolves with the milliseconds it took, or fails past the bound. */
export const within = async (bound: number, check: () => Promise<boolean>, everyMs = 50) => {
  const started = Date.now();
  while (Date.now() - started < bound) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`not within ${bound} ms`);
};

/**
 * What a run under faults lost or doubled, counted once the events still on their way (redeliveries
 * back off) have arrived or a minute has passed, and the replies sorted by the outages they fell in.
 */
export const countLosses = async (
  academy: LedgerAcademy,
  load: Load,
  courses: LoadCourses,
  outages: Outage[],
) => {
  const drainStarted = Date.now();
  let events = await countLostEvents(academy);
  while ((events.unpublished > 0 || events.notApplied > 0) && Date.now() - drainStarted < 60_000) {
    await sleep(500);
    events = await countLostEvents(academy);
  }
  const drainMs = Date.now() - drainStarted;
  const effects = await countEffects(academy, load.learners, courses);
  const classified = classifyReplies(load.replies, outages);
  const lost = events.unpublished + events.notApplied + events.deadLettered + effects.missing.length;
  return {
    events,
    effects,
    classified,
    /** The rows of the figures table that say what was lost, doubled or unexpected. */
    figures: {
      'events published': `${events.published} (${events.deliveries} deliveries to durable consumers)`,
      'events lost': `${lost} (unpublished ${events.unpublished}, not applied ${events.notApplied}, dead-lettered ${events.deadLettered}, effects missing ${effects.missing.length})`,
      'effects doubled': effects.doubled.length,
      'unexpected 5xx or lost connections': classified.unexpected.length,
      'last events applied after the load': `${drainMs} ms`,
    },
  };
};

/** The suites' promise: no event lost, no effect doubled, and callers saw only successes or 503 + Retry-After. */
export const expectNothingLost = (load: Load, losses: Awaited<ReturnType<typeof countLosses>>) => {
  const { events, effects, classified } = losses;
  if (classified.unexpected.length > 0) console.log('unexpected:', classified.unexpected.slice(0, 20));
  if (effects.missing.length + effects.doubled.length > 0) console.log(effects);
  expect(load.failures).toEqual([]);
  expect(events).toMatchObject({ unpublished: 0, notApplied: 0, deadLettered: 0 });
  expect(effects).toEqual({ missing: [], doubled: [] });
  expect(classified.unexpected).toEqual([]);
};
