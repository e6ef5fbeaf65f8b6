import { catalogue } from '@academy/contracts';
import { eventually, type generateSigningKeys, startServiceUnderTest } from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

/**
 * A cart service on a fresh database and subject prefix, with tokens for any user. Pass another
 * service's prefix and keys to run it beside that service.
 */
export const startCart = async (
  label: string,
  shared: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> } = {},
) => {
  const service = await startServiceUnderTest({ label, configSchema: ConfigSchema, buildApp, shared });
  const { query, publisher } = service;

  /** Publishes a course from the catalogue and waits until the cart holds its latest state. */
  const seedCourse = async (course: {
    courseId: number;
    title: string;
    priceMinor?: number;
    originalPriceMinor?: number | null;
    published?: boolean;
  }) => {
    const published = course.published ?? true;
    await publisher.publish(catalogue.coursePublished, {
      courseId: course.courseId,
      title: course.title,
      courseCode: null,
      category: 'Forensics',
      priceMinor: course.priceMinor ?? 499900,
      originalPriceMinor: course.originalPriceMinor ?? null,
      instructor: 'Academy Faculty',
      currency: 'INR',
      thumbnailUrl: `/api/v1/media/thumbnails/${course.courseId}.png`,
      published,
      quizIds: [],
    });
    await eventually(async () => {
      const [found] = await query('SELECT id FROM courses WHERE id = $1 AND title = $2 AND published = $3', [
        course.courseId,
        course.title,
        published,
      ]);
      if (!found) throw new Error('course not received yet');
    });
  };

  return {
    ...service,
    seedCourse,
  };
};

export { eventually } from '@academy/kit/testing';
