import { readFileSync } from 'node:fs';

/** One request of a journey, as `loadtests/journeys.json` declares it. */
export interface Step {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  as?: 'learner' | 'admin';
  headers?: Record<string, string>;
  body?: Record<string, string>;
  /** Statuses that count as success (default 200). */
  expect?: number[];
}

export type JourneyName = 'visitor' | 'learner' | 'login' | 'admin';

interface JourneyFile {
  courseId: number;
  featuredCourseId: number;
  weights: Record<JourneyName, number>;
  journeys: Record<JourneyName, Step[]>;
}

/** The journeys k6 replays too: one file, read by both. */
export const journeyFile = JSON.parse(
  readFileSync(new URL('../journeys.json', import.meta.url), 'utf8'),
) as JourneyFile;

export const COURSE_ID = journeyFile.courseId;

export interface Learner {
  id: string;
  email: string;
  token: string;
}

/** What the journeys need, prepared once before the load starts (see setup.ts). */
export interface Fixture {
  password: string;
  learners: Learner[];
  adminToken: string;
  featuredThumbnail: string;
  videoPath: string;
  quizId: number;
  /** Course 69 as its learners see it (modules, documents, videos, quizzes). */
  details: { modules: { id: number; videos: { filePath: string }[]; quizzes: { id: number }[] }[] };
}

/** Fills a step's `{placeholders}` for one learner. */
export const fill = (template: string, fixture: Fixture, learner: Learner) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const values: Record<string, string | number> = {
      courseId: COURSE_ID,
      featuredThumbnail: fixture.featuredThumbnail,
      videoPath: fixture.videoPath,
      quizId: fixture.quizId,
      learnerId: learner.id,
      learnerEmail: learner.email,
      password: fixture.password,
    };
    const value = values[key];
    if (value === undefined) throw new Error(`journeys.json: unknown placeholder {${key}}`);
    return String(value);
  });
