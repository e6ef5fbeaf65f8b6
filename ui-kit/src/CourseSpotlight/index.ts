export { CourseSpotlight, type CourseSpotlightProps } from './CourseSpotlight.tsx';
