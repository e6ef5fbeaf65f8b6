import { describe, expect, it } from 'vitest';
import { findCourse } from '../../src/domain/course-reference.ts';
import { bestScore, courseProgress, quizStatus } from '../../src/domain/progress.ts';

describe('quizStatus and bestScore', () => {
  it('is NOT_STARTED without attempts, FAILED without a pass, PASSED after any pass', () => {
    expect(quizStatus([])).toBe('NOT_STARTED');
    expect(quizStatus([{ score: 40, passed: false }])).toBe('FAILED');
    expect(
      quizStatus([
        { score: 40, passed: false },
        { score: 90, passed: true },
      ]),
    ).toBe('PASSED');
    expect(
      bestScore([
        { score: 40, passed: false },
        { score: 90, passed: true },
        { score: 60, passed: false },
      ]),
    ).toBe(90);
    expect(bestScore([])).toBe(0);
  });
});

describe('courseProgress', () => {
  it('measures the share of the course quizzes passed, ignoring quizzes of other courses', () => {
    expect(courseProgress([1, 2, 3], new Set([1, 9]))).toEqual({
      totalQuizzes: 3,
      passedQuizzes: 1,
      progress: 33,
      completed: false,
    });
    expect(courseProgress([1, 2], new Set([1, 2]))).toMatchObject({ progress: 100, completed: true });
  });

  it('never completes a course without quizzes', () => {
    expect(courseProgress([], new Set([1]))).toMatchObject({ progress: 0, completed: false });
  });
});

describe('findCourse', () => {
  const courses = [
    { id: 69, title: 'Digital Forensics Essentials', courseCode: 'SDFE' },
    { id: 40, title: 'Email Forensic Analyst', courseCode: 'STA101' },
    { id: 7, title: '69', courseCode: null },
  ];
  it('finds a course by id, course code or title, ignoring case', () => {
    expect(findCourse(courses, 40)?.id).toBe(40);
    expect(findCourse(courses, 'sta101')?.id).toBe(40);
    expect(findCourse(courses, ' digital forensics essentials ')?.id).toBe(69);
    expect(findCourse(courses, '69')?.id).toBe(69);
    expect(findCourse(courses, 'Unknown')).toBeUndefined();
  });
});
