import type { CourseContent } from '@academy/contracts';

export interface CourseFact {
  /** What is counted, e.g. 'Modules'. */
  label: string;
  /** The count on its own, e.g. '30'. */
  value: string;
  /** The count in a phrase, e.g. '30 modules'. */
  phrase: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A time limit in words: 180 → '3 hours', 90 → '1 hour 30 minutes', 45 → '45 minutes'. */
export function durationOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? plural(hours, 'hour') : '', rest ? plural(rest, 'minute') : ''].filter(Boolean).join(' ');
}

/**
 * A course's facts, counted by the catalogue from its real content (never typed-in claims); what it
 * does not have is left out.
 */
export function courseFacts(content: CourseContent): CourseFact[] {
  const counted = (label: string, count: number, word: string) =>
    count > 0 ? [{ label, value: String(count), phrase: plural(count, word) }] : [];
  return [
    ...counted('Modules', content.modules, 'module'),
    ...counted('Videos', content.videos, 'video'),
    ...counted('Documents', content.documents, 'document'),
    ...counted('Questions', content.questions, 'question'),
    ...(content.examMinutes
      ? [
          {
            label: 'Exam',
            value: durationOf(content.examMinutes),
            phrase: `Exam: ${durationOf(content.examMinutes)}`,
          },
        ]
      : []),
  ];
}
