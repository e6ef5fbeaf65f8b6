import { certificate, type EventData } from '@academy/contracts';
import { createListenerRegistry, type LiveOptions, subscribeLive } from './live-subscriptions.ts';

/** What both signals carry: whose standing in which course. */
type LearnerCourse = Pick<EventData<typeof certificate.eligibilityChanged>, 'userId' | 'courseId'>;

/**
 * The events after which a learner's certificate status has changed. Both are published by the
 * certificate service once the change is stored, so one look at it afterwards sees the change.
 */
const SIGNALS = [certificate.eligibilityChanged, certificate.certificateIssued];

const keyOf = (userId: string, courseId: number) => `${userId}:${courseId}`;

/**
 * Tells open live streams when something happened to a learner's course. A stream that misses a
 * signal while NATS is away still gets the web panel's own periodic refresh.
 */
export const startLearnerSignals = (options: LiveOptions) => {
  const registry = createListenerRegistry<void>();
  const live = subscribeLive(
    options,
    SIGNALS.map((event) => event.subject),
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
