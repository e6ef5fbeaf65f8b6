export { CourseCard, type CourseCardProps } from './CourseCard.tsx';
