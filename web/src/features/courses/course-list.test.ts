import type { Course } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { courseListing, FEATURED_COURSE_ID } from './course-list.ts';

function course(id: number): Course {
  return {
    id,
    course_id: id,
    title: `Course ${id}`,
    description: 'About it',
    category: 'Forensics',
    createdBy: 'Faculty',
    thumbnail_path: null,
    thumbnail_url: null,
    price: 100,
    originalPrice: null,
    priceMinor: 10000,
    originalPriceMinor: null,
    currency: 'INR',
    courseCode: null,
    totalModules: null,
    lessonQuestions: null,
    completionTime: null,
    highlights: [],
    whatYouGet: [],
    tagline: null,
    featured: id === FEATURED_COURSE_ID,
    published: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    content: { modules: 1, documents: 1, videos: 0, quizzes: 0, questions: 0, examMinutes: null },
  };
}

const ids = (courses: Course[]) => courses.map(({ id }) => id);

describe('courseListing', () => {
  it('drops courses 51 and 40 from the list and keeps the rest in order', () => {
    const listing = courseListing([62, 40, 51, 61, 1001, 69].map(course));
    expect(ids(listing.courses)).toEqual([62, 61, 1001, 69]);
  });

  it('puts the featured course 40 first, apart from the list', () => {
    const listing = courseListing([61, 51, 40].map(course));
    expect(listing.featured?.id).toBe(40);
    expect(ids(listing.courses)).toEqual([61]);
  });

  it('has no featured course when the catalogue lacks course 40', () => {
    const listing = courseListing([51, 69].map(course));
    expect(listing.featured).toBeUndefined();
    expect(ids(listing.courses)).toEqual([69]);
  });

  it('is empty for an empty catalogue', () => {
    expect(courseListing([])).toEqual({ featured: undefined, courses: [] });
  });
});

describe('thumbnailUrl', () => {
  it('uses an http or https URL as it is', () => {
    expect(thumbnailUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(thumbnailUrl('HTTP://cdn.example.com/b.png')).toBe('HTTP://cdn.example.com/b.png');
  });

  it('puts a media path under the upload base, leading slashes stripped', () => {
    expect(thumbnailUrl('/api/v1/media/thumbnails/40.png')).toBe('/api/v1/media/thumbnails/40.png');
    expect(thumbnailUrl('///api/v1/media/thumbnails/40.png')).toBe('/api/v1/media/thumbnails/40.png');
  });

  it('strips an uploads prefix', () => {
    expect(thumbnailUrl('/uploads/thumbs/a.png')).toBe('/thumbs/a.png');
    expect(thumbnailUrl('uploads/thumbs/a.png')).toBe('/thumbs/a.png');
  });

  it('gives no URL for a course without a thumbnail', () => {
    expect(thumbnailUrl(null)).toBeUndefined();
    expect(thumbnailUrl('')).toBeUndefined();
  });
});
