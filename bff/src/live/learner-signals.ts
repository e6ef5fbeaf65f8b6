import { certificate, type EventData, learning } from '@academy/contracts';
import { createListenerRegistry, type LiveOptions, subscribeLive } from './live-subscriptions.ts';

/** What every learner signal carries: whose standing in which course. */
type LearnerCourse = Pick<EventData<typeof certificate.eligibilityChanged>, 'userId' | 'courseId'>;

/**
 * The events after which a learner's certificate status has changed. Both are published by the
 * certificate service once the change is stored, so one look at it afterwards sees the change.
 */
export const CERTIFICATE_SIGNALS = [certificate.eligibilityChanged, certificate.certificateIssued];

/**
 * The events after which a learner's attempts at a course's quiz have changed (stored first): more attempts from
 * an exam voucher, or a running attempt given more time or ended by an administrator.
 */
export const ATTEMPT_SIGNALS = [learning.voucherRedeemed, learning.attemptAdjusted];

const keyOf = (userId: string, courseId: number) => `${userId}:${courseId}`;

/**
 * Tells open live streams when one of `events` happened to a learner's course. A stream that misses a
 * signal while NATS is away catches up at the web panel's own refresh or the next page load.
 */
export const startLearnerSignals = (options: LiveOptions, events: { subject: string }[]) => {
  const registry = createListenerRegistry<void>();
  const live = subscribeLive(
    options,
    events.map((event) => event.subject),
    (data) => {
      const { userId, courseId } = data as LearnerCourse;
      registry.notify(keyOf(userId, courseId), undefined);
    },
  );
  return {
    /** Calls `listener` whenever the learner's course may have changed; returns the way to stop. */
    watch: (userId: string, courseId: number, listener: () => void) =>
      registry.watch(keyOf(userId, courseId), listener),
    close: live.close,
  };
};

export type LearnerSignals = ReturnType<typeof startLearnerSignals>;
