import type { EligibilityReply } from '@academy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { acceptRelativeRequests } from '../../app/test-requests.ts';
import { certificateApi } from './certificateApi.ts';

type Eligibility = EligibilityReply['data'];
const TWO_OF_THREE: Eligibility = {
  isEligible: false,
  certificateUrl: null,
  completedQuizzes: 2,
  totalQuizzes: 3,
};
const ALL_THREE: Eligibility = { ...TWO_OF_THREE, isEligible: true, completedQuizzes: 3 };
const ARGS = { userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4', courseId: 69 };

/** The BFF's eligibility reads, each answered when the test says so, with the standing the test gives. */
function eligibilityReads() {
  const waiting: ((standing: Eligibility) => void)[] = [];
  acceptRelativeRequests();
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise((resolve) =>
        waiting.push((standing) =>
          resolve(
            new Response(JSON.stringify({ success: true, data: standing }), {
              headers: { 'content-type': 'application/json' },
            }),
          ),
        ),
      ),
  );
  return {
    pending: () => waiting.length,
    answer: (standing: Eligibility) => waiting.shift()?.(standing),
  };
}

/** The browser's EventSource as the BFF's live stream drives it: `send` delivers an event to the page. */
function liveStream() {
  const listeners = new Map<string, (event: MessageEvent<string>) => void>();
  vi.stubGlobal(
    'EventSource',
    class {
      addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
        listeners.set(name, listener);
      }
      close() {}
    },
  );
  return {
    open: () => listeners.has('eligibility'),
    send: (standing: Eligibility) =>
      listeners.get('eligibility')?.(new MessageEvent('eligibility', { data: JSON.stringify(standing) })),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the certificate status', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps what the live stream said over a read that left before the change and landed after it', async () => {
    const reads = eligibilityReads();
    const stream = liveStream();
    const store = makeStore();
    const selectStanding = certificateApi.endpoints.eligibility.select(ARGS);
    // The store's type knows the slice before features inject their endpoints; the state is the same.
    const shown = () => selectStanding(store.getState() as Parameters<typeof selectStanding>[0]).data?.data;
    const subscription = store.dispatch(certificateApi.endpoints.eligibility.initiate(ARGS));
    await vi.waitFor(() => expect(reads.pending()).toBe(1));
    reads.answer(TWO_OF_THREE);
    await vi.waitFor(() => expect(stream.open()).toBe(true));
    stream.send(TWO_OF_THREE);

    // The last quiz is submitted: the status is read again, slowly, while the certificate service records the pass.
    store.dispatch(certificateApi.util.invalidateTags([{ type: 'Eligibility', id: ARGS.courseId }]));
    await vi.waitFor(() => expect(reads.pending()).toBe(1));
    stream.send(ALL_THREE);
    expect(shown()).toEqual(ALL_THREE);
    reads.answer(TWO_OF_THREE);
    await settle();
    await settle();
    expect(shown()).toEqual(ALL_THREE);
    subscription.unsubscribe();
  });
});
