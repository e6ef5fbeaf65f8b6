import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnswerSave, createAnswerSaveQueue, type SendResult } from './answer-save-queue.ts';
import { memoryUnsavedAnswers } from './unsaved-answers-store.ts';

const setUp = (reply: (save: AnswerSave) => SendResult, options: { lastSequence?: number } = {}) => {
  const sent: AnswerSave[] = [];
  const store = memoryUnsavedAnswers();
  const queue = createAnswerSaveQueue({
    attemptId: 'a1',
    lastSequence: options.lastSequence ?? 0,
    store,
    onChange: () => undefined,
    send: async (save) => {
      sent.push(structuredClone(save));
      return reply(save);
    },
  });
  return { queue, sent, store };
};

describe('the answer save queue', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the answers chosen within the debounce as one save, numbered above the server', async () => {
    vi.useFakeTimers();
    const { queue, sent } = setUp((save) => ({ outcome: 'saved', lastSequence: save.sequence }), {
      lastSequence: 7,
    });
    queue.choose(1, 10);
    queue.choose(2, 20);
    queue.choose(1, 11);
    expect(sent).toEqual([]);
    expect(queue.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([
      {
        sequence: 8,
        answers: [
          { questionId: 1, selectedOptionId: 11 },
          { questionId: 2, selectedOptionId: 20 },
        ],
      },
    ]);
    expect(queue.status()).toBe('saved');
    queue.choose(3, 30);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)?.sequence).toBe(9);
  });

  it('continues above a higher sequence another tab reached', async () => {
    vi.useFakeTimers();
    const { queue, sent } = setUp(() => ({ outcome: 'saved', lastSequence: 40 }));
    queue.choose(1, 10);
    await queue.flush();
    queue.choose(2, 20);
    await queue.flush();
    expect(sent.map((s) => s.sequence)).toEqual([1, 41]);
  });

  it('numbers a save at least by the server-clock time since the start, so a later choice in another tab wins', async () => {
    vi.useFakeTimers();
    let floor = 0;
    const sent: AnswerSave[] = [];
    const queue = createAnswerSaveQueue({
      attemptId: 'a1',
      lastSequence: 0,
      store: memoryUnsavedAnswers(),
      onChange: () => undefined,
      sequenceFloor: () => floor,
      send: async (save) => {
        sent.push(save);
        return { outcome: 'saved', lastSequence: save.sequence };
      },
    });
    floor = 1234;
    queue.choose(1, 10);
    await queue.flush();
    queue.choose(1, 11);
    await queue.flush();
    expect(sent.map((s) => s.sequence)).toEqual([1234, 1235]);
  });

  it('keeps answers on the device while offline and sends them, same sequence, when back', async () => {
    vi.useFakeTimers();
    let online = false;
    const { queue, sent, store } = setUp((save) =>
      online ? { outcome: 'saved', lastSequence: save.sequence } : { outcome: 'unreachable' },
    );
    queue.choose(1, 10);
    await queue.flush();
    expect(queue.status()).toBe('offline');
    queue.choose(2, 20);
    expect(await store.load('a1')).toEqual({
      inFlight: { sequence: 1, answers: [{ questionId: 1, selectedOptionId: 10 }] },
      pending: { 2: 20 },
      lastSequence: 1,
    });
    expect(queue.unsaved()).toEqual({ 1: 10, 2: 20 });

    online = true;
    await queue.flush();
    expect(sent.map((s) => s.sequence)).toEqual([1, 1, 2]);
    expect(sent.at(-1)?.answers).toEqual([{ questionId: 2, selectedOptionId: 20 }]);
    expect(queue.status()).toBe('saved');
    expect(await store.load('a1')).toBeUndefined();
    expect(queue.unsaved()).toEqual({});
  });

  it('retries by itself while offline', async () => {
    vi.useFakeTimers();
    let online = false;
    const { queue, sent } = setUp((save) =>
      online ? { outcome: 'saved', lastSequence: save.sequence } : { outcome: 'unreachable' },
    );
    queue.choose(1, 10);
    await vi.advanceTimersByTimeAsync(1000);
    online = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(2);
    expect(queue.status()).toBe('saved');
  });

  it('sends what an earlier page left on this device first', async () => {
    vi.useFakeTimers();
    const sent: AnswerSave[] = [];
    const queue = createAnswerSaveQueue({
      attemptId: 'a1',
      lastSequence: 3,
      store: memoryUnsavedAnswers(),
      onChange: () => undefined,
      restored: {
        inFlight: { sequence: 4, answers: [{ questionId: 5, selectedOptionId: 50 }] },
        pending: { 6: 60 },
        lastSequence: 4,
      },
      send: async (save) => {
        sent.push(save);
        return { outcome: 'saved', lastSequence: save.sequence };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    await queue.flush();
    expect(sent.map((s) => s.sequence)).toEqual([4, 5]);
  });

  it('stops and says why when the server refuses (time is up)', async () => {
    vi.useFakeTimers();
    const { queue, store } = setUp(() => ({ outcome: 'refused', message: 'Time is up' }));
    queue.choose(1, 10);
    await queue.flush();
    expect(queue.status()).toBe('refused');
    expect(queue.refusal()).toBe('Time is up');
    expect(await store.load('a1')).toBeUndefined();
  });
});
