import { addEnglish } from './add-english.ts';

/** The English texts of the course search and its filters: they load with the screens that show them (see add-english.ts). */
export const courseSearch = {
  inLessons: 'In lessons:',
  searchCourses: 'Search courses',
  titleTopicOrLessonE: 'Title, topic or lesson, e.g. email headers',
  search: 'Search',
  category: 'Category',
  level: 'Level',
  price: 'Price',
  length: 'Length',
  sortBy: 'Sort by',
  noCoursesMatch: 'No courses match “{{text}}”',
  noCoursesMatchTheseFilters: 'No courses match these filters',
  noCoursesYet: 'No courses yet',
  checkTheSpellingTryFewer: 'Check the spelling, try fewer or broader words, or remove a filter.',
  newCoursesAreOnTheir: 'New courses are on their way. Please check back soon.',
  searchFor: 'Search for “',
  showAllCourses: 'Show all courses',
  popularWithLearners: 'Popular with learners',
  popularCourses: 'Popular courses',
} as const;
addEnglish({ courseSearch });
