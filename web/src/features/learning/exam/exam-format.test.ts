import { describe, expect, it } from 'vitest';
import { formatDuration, inAttemptOrder, saveStatusText } from './exam-format.ts';

describe('the exam screen', () => {
  it('says how long the exam runs in words', () => {
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });

  it('shows questions and options in the order the attempt fixed', () => {
    const option = (id: number) => ({ id, text: `o${id}` });
    const questions = [
      { id: 1, text: 'one', options: [option(10), option(11)] },
      { id: 2, text: 'two', options: [option(20), option(21)] },
    ];
    const ordered = inAttemptOrder(questions, [
      { questionId: 2, optionIds: [21, 20] },
      { questionId: 1, optionIds: [10, 11] },
    ]);
    expect(ordered.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual([
      [2, [21, 20]],
      [1, [10, 11]],
    ]);
  });

  it('tells the learner where their answers are', () => {
    expect(saveStatusText('saving', null)).toBe('Saving…');
    expect(saveStatusText('saved', null)).toBe('Saved');
    expect(saveStatusText('offline', null)).toBe('Offline — answers kept on this device');
    expect(saveStatusText('refused', 'Time is up')).toBe('Time is up');
  });
});
