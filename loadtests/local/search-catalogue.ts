import pg from 'pg';

/** Courses written per transaction. */
const BATCH = 500;

/**
 * The tables whose row triggers keep a course's listing. Per written row, each would rebuild its course's
 * listing and move the vocabulary by the whole text again (a course of 30 lessons: 30 rebuilds, quadratic in
 * its text), which took 10,000 courses past a quarter of an hour; the bulk load turns them off inside its
 * transaction and builds each listing once, with the catalogue's own function.
 */
const LISTED_TABLES = ['courses', 'modules', 'content_items', 'lectures', 'course_access', 'course_reviews'];
const setListingTriggers = (client: pg.Client, state: 'ENABLE' | 'DISABLE') =>
  client.query(LISTED_TABLES.map((table) => `ALTER TABLE ${table} ${state} TRIGGER USER`).join('; '));

type Topic = { category: string; subjects: string[]; tools: string[]; themes: string[] };

/** What the generated courses are about: a category's subjects, the tools they use and their lesson themes. */
const TOPICS: Topic[] = [
  {
    category: 'Forensics',
    subjects: [
      'Digital Forensics',
      'Email Forensics',
      'Mobile Forensics',
      'Memory Forensics',
      'Cloud Forensics',
    ],
    tools: ['Autopsy', 'Volatility', 'FTK Imager', 'EnCase', 'Cellebrite'],
    themes: [
      'evidence acquisition',
      'chain of custody',
      'disk imaging',
      'file carving',
      'timeline analysis',
      'registry artefacts',
      'email headers',
      'memory dumps',
      'mobile extraction',
      'hash verification',
    ],
  },
  {
    category: 'Security',
    subjects: [
      'Network Security',
      'Malware Analysis',
      'Incident Response',
      'Threat Hunting',
      'Penetration Testing',
    ],
    tools: ['Wireshark', 'Metasploit', 'Burp Suite', 'Zeek', 'Suricata', 'YARA'],
    themes: [
      'packet capture',
      'intrusion detection',
      'firewall rules',
      'vulnerability scanning',
      'phishing campaigns',
      'ransomware families',
      'privilege escalation',
      'threat intelligence',
      'access control',
      'incident triage',
    ],
  },
  {
    category: 'Programming',
    subjects: [
      'Python Programming',
      'JavaScript Development',
      'SQL Databases',
      'Data Structures',
      'Systems Programming',
    ],
    tools: ['Python', 'Django', 'React', 'Node.js', 'PostgreSQL', 'Rust'],
    themes: [
      'variables and types',
      'functions',
      'error handling',
      'unit testing',
      'recursion',
      'asynchronous code',
      'modules and packages',
      'debugging',
      'performance profiling',
      'web APIs',
    ],
  },
  {
    category: 'Data',
    subjects: [
      'Data Science',
      'Machine Learning',
      'Applied Statistics',
      'Data Visualisation',
      'Deep Learning',
    ],
    tools: ['pandas', 'scikit-learn', 'TensorFlow', 'Jupyter', 'R'],
    themes: [
      'data cleaning',
      'linear regression',
      'classification',
      'clustering',
      'feature engineering',
      'hypothesis testing',
      'neural networks',
      'model evaluation',
      'time series',
      'probability',
    ],
  },
  {
    category: 'Business',
    subjects: ['Project Management', 'Financial Accounting', 'Digital Marketing', 'Business Analysis'],
    tools: ['Excel', 'Jira', 'Tableau', 'Power BI'],
    themes: [
      'budgeting',
      'stakeholder management',
      'risk registers',
      'balance sheets',
      'cash flow',
      'market research',
      'campaign planning',
      'agile sprints',
      'requirements gathering',
      'forecasting',
    ],
  },
];
const PREFIXES = ['', '', 'Practical', 'Applied', 'Hands-on', 'Modern', 'Complete'];
const SUFFIXES = [
  'Essentials',
  'Fundamentals',
  'Masterclass',
  'Bootcamp',
  'for Beginners',
  'in Practice',
  'Certification Prep',
  'Deep Dive',
  'Lab',
  'Workshop',
];
const LESSONS = [
  'Introduction to {theme}',
  'Getting started with {tool}',
  '{Theme} in practice',
  'Case study: {theme}',
  'Hands-on lab: {theme} with {tool}',
  'Common mistakes in {theme}',
  'Advanced {theme}',
  'Automating {theme} with {tool}',
  'Reporting on {theme}',
];
const AUDIENCES = [
  'analysts',
  'students',
  'investigators',
  'developers',
  'managers',
  'career changers',
  'auditors',
];
const SECTORS = [
  'banking',
  'healthcare',
  'retail',
  'logistics',
  'government',
  'telecom',
  'insurance',
  'aviation',
];
const INCIDENTS = ['breach', 'outage', 'audit', 'launch', 'migration', 'investigation', 'rollout', 'recall'];
/** Syllables of the made-up organisations case studies are about: thousands of distinct words, as a real catalogue has. */
const SYLLABLES = [
  'ka',
  've',
  'lo',
  'ri',
  'zen',
  'tor',
  'mi',
  'sa',
  'dra',
  'quo',
  'bel',
  'nox',
  'vi',
  'ra',
  'lum',
  'cor',
];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
const PRICES = [0, 49_900, 99_900, 199_900, 499_900, 999_900, 1_499_900];

/** A small deterministic generator (mulberry32): the same catalogue on every run. */
const random = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

interface Course {
  code: string;
  title: string;
  description: string;
  category: string;
  level: string;
  priceMinor: number;
  createdAt: string;
  /** Modules, each with its lessons: [kind, title]. */
  modules: { title: string; lessons: ['document' | 'video' | 'quiz', string][] }[];
  lectures: string[];
  learners: number;
  ratings: number[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const generate = (index: number, next: () => number): Course => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const topic = pick(TOPICS);
  const tool = pick(topic.tools);
  const organisation = capitalised(
    Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join(''),
  );
  const themes = [...topic.themes].sort(() => next() - 0.5);
  const title = [pick(PREFIXES), pick(topic.subjects), pick(SUFFIXES), next() < 0.3 ? `with ${tool}` : '']
    .filter(Boolean)
    .join(' ');
  const description = [
    `Learn ${themes[0]}, ${themes[1]} and ${themes[2]} step by step.`,
    `Built for ${pick(AUDIENCES)}, this course walks through ${themes[3]} with real ${tool} projects.`,
    next() < 0.5 ? `By the end you will handle ${themes[4]} and ${themes[5]} with confidence.` : '',
    `Case files come from ${organisation}, a ${pick(SECTORS)} company.`,
    `Includes ${2 + Math.floor(next() * 8)} labs, downloadable notes and a final assessment.`,
  ]
    .filter(Boolean)
    .join(' ');
  const lesson = (theme: string) =>
    pick(LESSONS).replace('{theme}', theme).replace('{Theme}', capitalised(theme)).replace('{tool}', tool);
  const moduleCount = 1 + Math.floor(next() * 4);
  const modules = Array.from({ length: moduleCount }, (_, m) => ({
    title: `Module ${m + 1}: ${capitalised(themes[m % themes.length]!)}`,
    lessons: Array.from(
      { length: 1 + Math.floor(next() * 8) },
      (_, l): ['document' | 'video' | 'quiz', string] => [
        pick(['document', 'video', 'video', 'quiz'] as const),
        lesson(themes[(m + l) % themes.length]!),
      ],
    ),
  }));
  modules.at(-1)!.lessons.push(['video', `Case study: the ${organisation} ${pick(INCIDENTS)}`]);
  // Popularity is skewed, as in any catalogue: most courses have a few learners, some have many.
  const learners = Math.floor(next() ** 3 * 200);
  return {
    code: `S${String(index).padStart(6, '0')}`,
    title,
    description,
    category: topic.category,
    level: pick(LEVELS),
    priceMinor: pick(PRICES),
    createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 700 * 86_400_000)).toISOString(),
    modules,
    lectures: next() < 0.4 ? [`${capitalised(pick(themes))} slides`] : [],
    learners,
    ratings: Array.from({ length: Math.floor(learners / 10) }, () => 1 + Math.floor(next() ** 0.5 * 5)),
  };
};

/**
 * One batch in one transaction, a statement per table (rows passed as arrays); then each course's listing
 * is built once by `catalogue_refresh_listing`, the function the row triggers call, whose insert moves the
 * vocabulary through the listing's own trigger: what is searched is what the service would have built.
 * Turning triggers off is transactional: no other session ever sees them off.
 */
const insertBatch = async (client: pg.Client, batch: Course[]) => {
  await client.query('BEGIN');
  await setListingTriggers(client, 'DISABLE');
  const { rows: created } = await client.query<{ id: number; course_code: string }>(
    `INSERT INTO courses (course_code, title, description, category, created_by, level, price_minor, published, created_at)
     SELECT code, title, description, category, 'Bench Faculty', level, price, true, created
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[])
       AS c(code, title, description, category, level, price, created)
     RETURNING id, course_code`,
    [
      batch.map((c) => c.code),
      batch.map((c) => c.title),
      batch.map((c) => c.description),
      batch.map((c) => c.category),
      batch.map((c) => c.level),
      batch.map((c) => c.priceMinor),
      batch.map((c) => c.createdAt),
    ],
  );
  const idOf = new Map(created.map((row) => [row.course_code, row.id]));
  const modules = batch.flatMap((c) =>
    c.modules.map((module, position) => ({ courseId: idOf.get(c.code)!, position: position + 1, ...module })),
  );
  const { rows: moduleIds } = await client.query<{ id: number; course_id: number; position: number }>(
    `INSERT INTO modules (course_id, position, title)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) RETURNING id, course_id, position`,
    [modules.map((m) => m.courseId), modules.map((m) => m.position), modules.map((m) => m.title)],
  );
  const moduleId = new Map(moduleIds.map((row) => [`${row.course_id}/${row.position}`, row.id]));
  const lessons = modules.flatMap((m) =>
    m.lessons.map(([kind, title], position) => ({
      moduleId: moduleId.get(`${m.courseId}/${m.position}`)!,
      courseId: m.courseId,
      kind,
      title,
      position: position + 1,
    })),
  );
  await client.query(
    `INSERT INTO content_items (module_id, course_id, kind, title, position, file_key, passing_score, max_attempts)
     SELECT module, course, kind, title, position,
       CASE WHEN kind <> 'quiz' THEN 'courses/' || course || '/' || kind || 's/bench' END,
       CASE WHEN kind = 'quiz' THEN 80 END, CASE WHEN kind = 'quiz' THEN 3 END
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[]) AS l(module, course, kind, title, position)`,
    [
      lessons.map((l) => l.moduleId),
      lessons.map((l) => l.courseId),
      lessons.map((l) => l.kind),
      lessons.map((l) => l.title),
      lessons.map((l) => l.position),
    ],
  );
  const lectures = batch.flatMap((c) => c.lectures.map((title) => ({ courseId: idOf.get(c.code)!, title })));
  await client.query(
    `INSERT INTO lectures (course_id, title, description, file_key, content_type)
     SELECT course, title, '', 'courses/' || course || '/lectures/bench.pdf', 'application/pdf'
     FROM unnest($1::int[], $2::text[]) AS l(course, title)`,
    [lectures.map((l) => l.courseId), lectures.map((l) => l.title)],
  );
  const ids = batch.map((c) => idOf.get(c.code)!);
  await client.query(
    `INSERT INTO course_access (user_id, course_id, enrolled)
     SELECT gen_random_uuid(), course, true FROM unnest($1::int[], $2::int[]) AS a(course, learners),
       generate_series(1, learners)`,
    [ids, batch.map((c) => c.learners)],
  );
  const reviews = batch.flatMap((c) => c.ratings.map((rating) => ({ courseId: idOf.get(c.code)!, rating })));
  await client.query(
    `INSERT INTO course_reviews (course_id, user_id, rating, author_name)
     SELECT course, gen_random_uuid(), rating, 'Bench Learner' FROM unnest($1::int[], $2::int[]) AS r(course, rating)`,
    [reviews.map((r) => r.courseId), reviews.map((r) => r.rating)],
  );
  await setListingTriggers(client, 'ENABLE');
  await client.query('SELECT catalogue_refresh_listing(id) FROM unnest($1::int[]) AS id ORDER BY id', [ids]);
  await client.query('COMMIT');
  return lessons.length;
};

/**
 * Writes `count` generated published courses (titles, descriptions, modules with documents, videos and
 * quizzes, lectures, levels, prices, learners and ratings: the same ones on every run) straight into a
 * catalogue database, in batches of a statement per table. The catalogue's own listing function builds
 * each course's listing and the search vocabulary from these rows, once per course.
 */
export const seedSearchCatalogue = async (databaseUrl: string, count: number) => {
  console.log(`Seeding ${count} courses into the catalogue (each listing built once)…`);
  const started = performance.now();
  const next = random(20261126);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let lessons = 0;
  try {
    for (let first = 0; first < count; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) =>
        generate(first + i, next),
      );
      lessons += await insertBatch(client, batch);
    }
    const { rows } = await client.query<{ listed: number; words: number }>(
      'SELECT (SELECT count(*) FROM course_listing)::int AS listed, (SELECT count(*) FROM course_words)::int AS words',
    );
    // What autovacuum would do a while after such a load: fresh statistics, and the full-text index's pending
    // entries merged (until then every search reads them all).
    await client.query('VACUUM ANALYZE');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  seeded ${count} courses with ${lessons} lessons in ${seconds} s; ${rows[0]!.listed} listed, ` +
        `${rows[0]!.words} words in the search vocabulary`,
    );
  } finally {
    await client.end();
  }
};
