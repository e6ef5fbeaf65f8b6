import type { CourseContent } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/courses.ts';

export interface CourseFact {
  /** What is counted, e.g. 'Modules'. */
  label: string;
  /** The count on its own, e.g. '30'. */
  value: string;
  /** The count in a phrase, e.g. '30 modules'. */
  phrase: string;
}

/** '30 modules', '1 hour' in the language on screen: `word` names the texts `courses.<word>_one/_other`. */
const plural = (count: number, word: string) => i18n.t(`courses.${word}`, { count });

/** A time limit in words: 180 → '3 hours', 90 → '1 hour 30 minutes', 45 → '45 minutes'. */
export function durationOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? plural(hours, 'hours') : '', rest ? plural(rest, 'minutes') : ''].filter(Boolean).join(' ');
}

/**
 * A course's facts, counted by the catalogue from its real content (never typed-in claims); what it
 * does not have is left out.
 */
export function courseFacts(content: CourseContent): CourseFact[] {
  const counted = (label: string, count: number, word: string) =>
    count > 0 ? [{ label, value: String(count), phrase: plural(count, word) }] : [];
  return [
    ...counted(i18n.t('courses.factModules'), content.modules, 'modules'),
    ...counted(i18n.t('courses.factVideos'), content.videos, 'videos'),
    ...counted(i18n.t('courses.factDocuments'), content.documents, 'documents'),
    ...counted(i18n.t('courses.factQuestions'), content.questions, 'questions'),
    ...(content.examMinutes
      ? [
          {
            label: i18n.t('courses.factExam'),
            value: durationOf(content.examMinutes),
            phrase: i18n.t('courses.examFor', { duration: durationOf(content.examMinutes) }),
          },
        ]
      : []),
  ];
}
