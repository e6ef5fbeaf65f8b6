import type { CourseDetails, DocumentItem, LearnerQuiz, VideoItem } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/learning.ts';

export type ContentKind = 'document' | 'video' | 'quiz';

export type ContentItem =
  | { kind: 'document'; item: DocumentItem }
  | { kind: 'video'; item: VideoItem }
  | { kind: 'quiz'; item: LearnerQuiz };

/** One item as the sidebar lists it: its number within the course ('1.2') and whether it is done. */
export interface OutlineItem {
  key: string;
  number: string;
  content: ContentItem;
  completed: boolean;
}

export interface OutlineGroup {
  /** The group's name in the language on screen. */
  label: string;
  items: OutlineItem[];
}

export interface OutlineModule {
  id: number;
  number: number;
  title: string;
  groups: OutlineGroup[];
  itemCount: number;
  completedCount: number;
}

/** A stable key for an item: ids are unique per kind only as far as the screen needs to know. */
export const contentKey = (kind: ContentKind, id: number) => `${kind}-${id}`;

/**
 * Modules numbered 1..n; inside a module the items are numbered on from 1 in the order the sidebar
 * shows them (documents, then videos, then the assessment), so '1.2' is the second item of module 1.
 * Empty groups are left out.
 */
export function buildOutline(details: CourseDetails, completed: ReadonlySet<number>): OutlineModule[] {
  return details.modules.map((module, moduleIndex) => {
    const number = moduleIndex + 1;
    let position = 0;
    const itemsOf = (contents: ContentItem[]): OutlineItem[] =>
      contents.map((content) => {
        position += 1;
        return {
          key: contentKey(content.kind, content.item.id),
          number: `${number}.${position}`,
          content,
          completed: completed.has(content.item.id),
        };
      });
    const groups: OutlineGroup[] = [
      {
        label: i18n.t('learning.groupDocuments'),
        items: itemsOf(module.documents.map((item) => ({ kind: 'document', item }))),
      },
      {
        label: i18n.t('learning.groupVideos'),
        items: itemsOf(module.videos.map((item) => ({ kind: 'video', item }))),
      },
      {
        label: i18n.t('learning.groupAssessment'),
        items: itemsOf(module.quizzes.map((item) => ({ kind: 'quiz', item }))),
      },
    ].filter((group) => group.items.length > 0);
    const items = groups.flatMap((group) => group.items);
    return {
      id: module.id,
      number,
      title: module.title,
      groups,
      itemCount: items.length,
      completedCount: items.filter((item) => item.completed).length,
    };
  });
}

/** Completed documents and videos, plus every quiz the learner has passed. */
export function completedContentIds(
  completedContentIds: readonly number[] | undefined,
  passedQuizIds: readonly number[] | undefined,
): Set<number> {
  return new Set([...(completedContentIds ?? []), ...(passedQuizIds ?? [])]);
}

/** What opens first: the item asked for (a link from the test page), else the first module's first video. */
export function initialSelection(
  details: CourseDetails,
  wanted?: { kind: ContentKind; id: number },
): ContentItem | null {
  if (wanted) {
    const found = findContent(details, wanted.kind, wanted.id);
    if (found) return found;
  }
  const firstVideo = details.modules[0]?.videos[0];
  return firstVideo ? { kind: 'video', item: firstVideo } : null;
}

export function findContent(details: CourseDetails, kind: ContentKind, id: number): ContentItem | null {
  for (const module of details.modules) {
    const list = kind === 'document' ? module.documents : kind === 'video' ? module.videos : module.quizzes;
    const item = list.find((candidate) => candidate.id === id);
    if (item) return { kind, item } as ContentItem;
  }
  return null;
}
