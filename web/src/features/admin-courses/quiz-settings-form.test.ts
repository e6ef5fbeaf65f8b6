import { describe, expect, it } from 'vitest';
import { quizSettingsBody } from './quiz-settings-form.ts';

const values = { timeLimit: ' 180 ', shuffle: true, hideAnswersUntilLastAttempt: false };

describe('quizSettingsBody', () => {
  it('sends the time limit in minutes, or null when blank', () => {
    expect(quizSettingsBody(values)).toEqual({
      body: { timeLimitMinutes: 180, shuffle: true, hideAnswersUntilLastAttempt: false },
    });
    expect(quizSettingsBody({ ...values, timeLimit: '' })).toMatchObject({
      body: { timeLimitMinutes: null },
    });
  });

  it('refuses a limit that is not 1 to 600 whole minutes', () => {
    for (const timeLimit of ['0', '601', '1.5', 'abc']) {
      expect(quizSettingsBody({ ...values, timeLimit })).toEqual({
        error: 'The time limit is a whole number of minutes from 1 to 600, or blank',
      });
    }
  });
});
