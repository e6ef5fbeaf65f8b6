import { addEnglish } from './add-english.ts';

/** The English texts of the preview video page: they load with the screens that show them (see add-english.ts). */
export const preview = {
  loadingThePreview: 'Loading the preview',
  viewCourse: 'View course',
  loadingThePlayer: 'Loading the player',
  noPreviewForThisCourse: 'No preview for this course',
  itsPageTellsYouWhat: 'Its page tells you what it teaches.',
  coursePreview: 'Course preview',
} as const;
addEnglish({ preview });
