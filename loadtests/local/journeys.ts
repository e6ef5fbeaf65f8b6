import type { Client } from './client.ts';

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
}

export type Journey = (client: Client, fixture: Fixture, vu: number) => Promise<void>;

/** The demo course with modules, documents, captioned videos and quizzes. */
export const COURSE_ID = 69;
const API = '/api/v1';

/** A visitor: the course list, the featured course's purchase page and its thumbnail. */
const visitor: Journey = async (client, fixture) => {
  await client.call('course list', `${API}/course`);
  await client.call('courses', `${API}/courses/courses`);
  await client.call('featured page', '/app/productpage');
  await client.call('featured thumbnail', fixture.featuredThumbnail);
};

/** A learner signing in (password hashing makes this the heaviest call). */
const login: Journey = async (client, fixture, vu) => {
  const learner = fixture.learners[vu % fixture.learners.length]!;
  await client.call('login', `${API}/user/login`, {
    method: 'POST',
    body: { email: learner.email, password: fixture.password },
  });
};

/** A signed-in learner studying course 69: details, a slice of a video, quiz attempts, progress. */
const learner: Journey = async (client, fixture, vu) => {
  const { id, token } = fixture.learners[vu % fixture.learners.length]!;
  await client.call('my courses', `${API}/usercourses/my-courses`, { token });
  await client.call('course details', `${API}/courses/${COURSE_ID}/details`, { token });
  await client.call('video range', fixture.videoPath, {
    token,
    headers: { range: 'bytes=0-65535' },
    expect: [206],
  });
  await client.call('quiz attempts', `${API}/userQuiz/attempts/${id}/${fixture.quizId}`, { token });
  await client.call('course progress', `${API}/userQuiz/course-progress/${id}/${COURSE_ID}`, { token });
};

/** An administrator looking at the user statistics and the course's modules. */
const admin: Journey = async (client, fixture) => {
  await client.call('user stats', `${API}/admin/stats/users`, { token: fixture.adminToken });
  await client.call('modules', `${API}/course/${COURSE_ID}/modules`, { token: fixture.adminToken });
};

export const journeys = { visitor, login, learner, admin };

/** The mix of a normal day: mostly visitors, then learners, a few sign-ins and administrators. */
export const WEIGHTS: [Journey, number][] = [
  [visitor, 50],
  [learner, 35],
  [login, 5],
  [admin, 10],
];
