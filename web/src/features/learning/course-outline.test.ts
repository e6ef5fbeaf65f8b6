import type { CourseDetails } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { buildOutline, completedContentIds, initialSelection } from './course-outline.ts';

const base = { courseId: 69 };
const doc = (id: number, moduleId: number) => ({
  ...base,
  id,
  moduleId,
  title: `Doc ${id}`,
  filePath: `/d/${id}.pdf`,
});
const video = (id: number, moduleId: number) => ({
  ...base,
  id,
  moduleId,
  title: `Video ${id}`,
  filePath: `/v/${id}.mp4`,
  captionsPath: null,
});
const quiz = (id: number, moduleId: number) => ({
  ...base,
  id,
  moduleId,
  title: `Quiz ${id}`,
  passingScore: 80,
  maxAttempts: 3,
  questions: [],
});

const details: CourseDetails = {
  courseId: 69,
  title: 'Forensics',
  modules: [
    {
      id: 1,
      title: 'Basics',
      position: 1,
      documents: [doc(10, 1), doc(11, 1)],
      videos: [video(12, 1)],
      quizzes: [quiz(13, 1)],
    },
    { id: 2, title: 'Imaging', position: 2, documents: [], videos: [video(20, 2)], quizzes: [quiz(21, 2)] },
  ],
};

describe('the course outline', () => {
  it('numbers modules 1..n and items on within each module across documents, videos and the assessment', () => {
    const outline = buildOutline(details, new Set());
    expect(outline.map((module) => module.number)).toEqual([1, 2]);
    const numbers = outline[0]!.groups.map((group) => [group.label, group.items.map((item) => item.number)]);
    expect(numbers).toEqual([
      ['Documents', ['1.1', '1.2']],
      ['Videos', ['1.3']],
      ['Assessment', ['1.4']],
    ]);
    // A module without documents leaves the group out and starts its numbering with the video.
    expect(outline[1]!.groups.map((group) => group.label)).toEqual(['Videos', 'Assessment']);
    expect(outline[1]!.groups[0]!.items[0]!.number).toBe('2.1');
  });

  it('counts items and completed items per module, ticking completions and passed quizzes', () => {
    const done = completedContentIds([10, 12], [21]);
    const outline = buildOutline(details, done);
    expect(outline.map((module) => [module.completedCount, module.itemCount])).toEqual([
      [2, 4],
      [1, 2],
    ]);
    const ticked = outline.flatMap((module) => module.groups.flatMap((group) => group.items));
    expect(ticked.filter((item) => item.completed).map((item) => item.content.item.id)).toEqual([10, 12, 21]);
  });

  it('opens the first video of the first module, or the item a link asks for', () => {
    expect(initialSelection(details)?.item.id).toBe(12);
    expect(initialSelection(details, { kind: 'quiz', id: 21 })?.item.id).toBe(21);
    expect(initialSelection(details, { kind: 'quiz', id: 999 })?.item.id).toBe(12);
    expect(initialSelection({ ...details, modules: [{ ...details.modules[0]!, videos: [] }] })).toBeNull();
  });
});
