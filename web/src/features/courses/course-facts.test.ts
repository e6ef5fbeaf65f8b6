import { describe, expect, it } from 'vitest';
import { courseFacts, durationOf } from './course-facts.ts';

describe('course facts', () => {
  it('states what the catalogue counted, leaving out what the course does not have', () => {
    const facts = courseFacts({
      modules: 30,
      documents: 30,
      videos: 30,
      quizzes: 1,
      questions: 20,
      examMinutes: 180,
    });
    expect(facts.map(({ phrase }) => phrase)).toEqual([
      '30 modules',
      '30 videos',
      '30 documents',
      '20 questions',
      'Exam: 3 hours',
    ]);
    const small = { modules: 1, documents: 0, videos: 0, quizzes: 1, questions: 1, examMinutes: null };
    expect(courseFacts(small).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Modules: 1',
      'Questions: 1',
    ]);
  });

  it('says a time limit in hours and minutes', () => {
    expect(durationOf(60)).toBe('1 hour');
    expect(durationOf(90)).toBe('1 hour 30 minutes');
    expect(durationOf(45)).toBe('45 minutes');
  });
});
