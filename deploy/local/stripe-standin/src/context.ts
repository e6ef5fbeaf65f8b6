import type { EventLog } from './events.ts';
import type { Store } from './store.ts';
import type { Timers } from './timers.ts';

/** What every route and payment step receives. */
export interface StandInContext {
  store: Store;
  events: EventLog;
  timers: Timers;
  /** The stand-in's own address (known once it listens), for hosted page links. */
  url: string;
  secretKey: string;
  /** How long a delayed payment method (SEPA test IBANs) stays `processing` before it settles. */
  asyncPaymentDelayMs: number;
}
