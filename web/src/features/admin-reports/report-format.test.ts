import type { CourseReportLearner } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from './report-download.ts';
import { averageScore, learnerStanding, quizzesDone } from './report-format.ts';

const learner = (over: Partial<CourseReportLearner> = {}): CourseReportLearner => ({
  userId: '7a1c3c9e-1111-4222-8333-944445555666',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  enrolledAt: '2026-11-01T10:00:00.000Z',
  started: false,
  contentCompleted: 0,
  quizzesPassed: 0,
  quizzesRequired: 2,
  completedAt: null,
  ...over,
});

describe('a learner in the course report', () => {
  it('stands as not started, in progress or completed', () => {
    expect(learnerStanding(learner())).toBe('Not started');
    expect(learnerStanding(learner({ started: true, contentCompleted: 1 }))).toBe('In progress');
    expect(
      learnerStanding(learner({ started: true, quizzesPassed: 2, completedAt: '2026-11-02T10:00:00.000Z' })),
    ).toBe('Completed');
  });

  it('has passed so many of the required quizzes', () => {
    expect(quizzesDone(learner({ quizzesPassed: 1 }))).toBe('1 of 2 quizzes');
    expect(quizzesDone(learner({ quizzesRequired: 1 }))).toBe('0 of 1 quiz');
  });
});

describe('a quiz in the course report', () => {
  it('shows a dash for the average before any attempt', () => {
    expect(averageScore(null)).toBe('—');
    expect(averageScore(66.7)).toBe('66.7');
  });
});

describe('the downloaded file name', () => {
  it('is the one the server names, quoted or not', () => {
    expect(fileNameOf('attachment; filename="course-69-quizzes-2026-11-28.csv"', 'x.csv')).toBe(
      'course-69-quizzes-2026-11-28.csv',
    );
    expect(fileNameOf('attachment; filename=report.csv', 'x.csv')).toBe('report.csv');
  });

  it('falls back when the header is missing or names a path', () => {
    expect(fileNameOf(null, 'course-69-completion.csv')).toBe('course-69-completion.csv');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('x.csv');
  });
});
