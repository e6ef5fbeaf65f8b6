import { COURSE_ID, type Fixture, type Learner } from './journeys.ts';

export type Details = {
  modules: { id: number; videos: { filePath: string }[]; quizzes: { id: number }[] }[];
};
type Course = { id: number; thumbnail_path: string | null };

/** A setup call that must succeed: anything but the expected status stops the bench with the reply. */
export const send = async <T>(
  origin: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${origin}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`Setup: ${path} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const signIn = (origin: string, email: string, password: string) =>
  send<{ user: { id: string }; token: string }>(origin, '/api/v1/user/login', { body: { email, password } });

/** Polls course 69's details until the catalogue lets this learner in (it hears of enrolments by event). */
const whenOpen = async (origin: string, token: string) => {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${origin}/api/v1/courses/${COURSE_ID}/details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok) return (await response.json()) as Details;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Setup: course ${COURSE_ID} never opened to its enrolled learners`);
};

/**
 * Signs up learners and enrols them in course 69, waits until each may open it, and reads which
 * video, quiz and thumbnail the journeys will use.
 */
export const prepare = async (
  origin: string,
  options: { learners: number; password: string; admin: { email: string; password: string } },
): Promise<Fixture> => {
  const run = Date.now().toString(36);
  // Password hashing (argon2) bounds sign-ups: a few at a time keep both cores busy without queueing.
  const learners = await inBatches(options.learners, SETUP_CONCURRENCY, async (index) => {
    const email = `bench-${run}-${index}@academy.test`;
    const body = { fullName: `Bench Learner ${index}`, email, password: options.password };
    await send(origin, '/api/v1/user/register', { body });
    const { user, token } = await signIn(origin, email, options.password);
    await send(origin, '/api/v1/student/enrolled', {
      token,
      body: { user_id: user.id, courseId: COURSE_ID },
    });
    return { id: user.id, email, token } satisfies Learner;
  });
  const adminToken = (await signIn(origin, options.admin.email, options.admin.password)).token;

  const opened = await inBatches(learners.length, SETUP_CONCURRENCY, (index) =>
    whenOpen(origin, learners[index]!.token),
  );
  const details = opened[0];
  const videoPath = details?.modules.flatMap(({ videos }) => videos)[0]?.filePath;
  const quizId = details?.modules.flatMap(({ quizzes }) => quizzes)[0]?.id;
  const courses = await send<Course[]>(origin, '/api/v1/courses/courses');
  const featuredThumbnail = courses.find(({ id }) => id === 40)?.thumbnail_path;
  if (!videoPath || !quizId || !featuredThumbnail) {
    throw new Error('Setup: the demo data lacks a video, a quiz or the featured course thumbnail');
  }
  return { password: options.password, learners, adminToken, featuredThumbnail, videoPath, quizId, details };
};

const SETUP_CONCURRENCY = 8;

/** Runs `task(0..count-1)` with at most `limit` at once; results in index order. */
export const inBatches = async <T>(count: number, limit: number, task: (index: number) => Promise<T>) => {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
};
