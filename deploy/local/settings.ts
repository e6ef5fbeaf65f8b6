import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The academy's services (folders under services/), in start order; the BFF comes after them, in front.
 * Every runner, document and suite that goes over the services reads this list.
 */
export const SERVICES = [
  'auth',
  'catalogue',
  'learning',
  'certificate',
  'cart',
  'orders',
  'support',
] as const;
export type ServiceName = (typeof SERVICES)[number];
const DEFAULT_DATA_DIR = join(repoRoot, '.data');

/**
 * An outside service's variables when its first one is set in the environment (the runner starts a
 * local stand-in otherwise); the others, when unset, take the value `defaults` gives them.
 */
const ifConfigured = <Name extends string>(env: NodeJS.ProcessEnv, defaults: Record<Name, string>) => {
  const names = Object.keys(defaults) as Name[];
  if (!env[names[0] as Name]) return undefined;
  return Object.fromEntries(names.map((name) => [name, env[name] ?? defaults[name]])) as Record<Name, string>;
};

/** Everything the local runner decides before it starts anything, from the environment and defaults. */
export const readSettings = (env = process.env) => {
  const dataDir = resolve(env.ACADEMY_DATA_DIR ?? DEFAULT_DATA_DIR);
  // A second academy on the same machine (the browser tests' one) gets its own databases and
  // subjects, named after its data folder, so it never touches the main one.
  const isDefault = dataDir === DEFAULT_DATA_DIR;
  const instance = isDefault
    ? 'academy'
    : `academy_${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}`;
  return {
    dataDir,
    instance,
    subjectPrefix: isDefault ? '' : `${instance.replace('_', '')}.`,
    /** Drop this instance's databases and streams on exit (throw-away academies). */
    ephemeral: env.ACADEMY_EPHEMERAL === 'true',
    port: Number(env.PORT ?? 8080),
    /** Where the BFF listens: this machine only, unless HOST (e.g. 0.0.0.0) opens it to the network. */
    host: env.HOST || '127.0.0.1',
    /** Embedded PostgreSQL even where a server exists (it is chosen anyway when none is installed). */
    embeddedPostgres: env.ACADEMY_EMBEDDED_POSTGRES === 'true',
    databaseServer: new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    s3: ifConfigured(env, { S3_ENDPOINT: '', S3_ACCESS_KEY: '', S3_SECRET_KEY: '', S3_REGION: 'us-east-1' }),
    admin: {
      email: env.ADMIN_EMAIL ?? 'admin@academy.local',
      /** Unset: generated at the first start and kept in the data folder (`admin-password.ts`). */
      password: env.ADMIN_PASSWORD || undefined,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    /** Real Stripe when its keys are set; otherwise the local stand-in. */
    stripe: ifConfigured(env, {
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    }),
  };
};

export type Settings = ReturnType<typeof readSettings>;

export const databaseUrl = (settings: Settings, service: string) => {
  const url = new URL(settings.databaseServer);
  url.pathname = `/${settings.instance}_${service}`;
  return url.toString();
};

/** The access-token key pair: from the environment, or made once and kept in the data folder. */
export const signingKeys = (settings: Settings, env = process.env) => {
  if (env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY) {
    return { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY };
  }
  const directory = join(settings.dataDir, 'keys');
  const privatePath = join(directory, 'jwt-ed25519.pem');
  const publicPath = join(directory, 'jwt-ed25519.pub.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
    writeFileSync(publicPath, publicKey);
  }
  return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
};
