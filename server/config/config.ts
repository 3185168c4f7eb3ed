import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { envSchema, type Env } from './env-schema';
import { parseStorageConfig, type StorageConfig } from '../storage/storage-config';

interface SmtpConfig {
  url?: string;
  host?: string;
  port: number;
  user?: string;
  password?: string;
  secure: boolean;
}

/** The validated configuration every part of the server reads (never process.env directly). */
export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** LISTEN connections go here when set (DATABASE_URL is a transaction-mode pooler), else to the database itself */
  databaseListenUrl?: string;
  databasePool: {
    max: number;
    /** how long a query waits for a connection before it fails (answered 503) */
    connectionTimeoutMs: number;
    /** false behind a pooler that cannot keep named prepared statements (server/db/unnamed-statements.ts) */
    preparedStatements: boolean;
  };
  embeddedPgPort: number;
  auth: {
    secret: string;
    issuer: string;
    audience: string;
    jwksUrl?: string;
    trustedOrigins: string[];
    /** true when tokens come from better-auth in this server (not an external provider) */
    builtIn: boolean;
    signInRateLimit: { max: number; window: number };
    signUpRateLimit: { max: number; window: number };
    /** failed sign-ins per account (any address) within `window` seconds before 429 until the window ends */
    accountSignInLimit: { maxFailures: number; window: number };
    /** scrypt cost of new password hashes (server/auth/password-hash.ts): `low` only for test suites */
    passwordCost: NonNullable<Env['PASSWORD_HASH_COST']>;
  };
  smtp?: SmtpConfig;
  mailFrom: string;
  rateLimitMax: number;
  logLevel: Env['LOG_LEVEL'];
  /** seed the demo team once per database: SEED_DEMO, by default on except in production (decision 041) */
  seedDemo: boolean;
  /** apply pending migrations at start (MIGRATE_ON_START), else only check none is missing */
  migrateOnStart: boolean;
  trustProxy: boolean;
  /** bytes of cached answers kept per process (server/http/answer-cache.ts) */
  answerCacheBytes: number;
  /** file store and image endpoint (STORAGE_*, IMAGE_* variables: server/storage/storage-config.ts) */
  storage: StorageConfig;
  /** bearer token of /api/metrics; unset: no metrics endpoint */
  metricsToken?: string;
  /** web push (server/notifications): the VAPID keys when set in the environment, the subject, the push services allowed */
  push: PushConfig;
}

export interface PushConfig {
  /** both or neither; neither: the pair kept in the database (made at the first start) */
  keys?: { publicKey: string; privateKey: string };
  subject: string;
  /** host names (https endpoints on them or under them) and whole origins a subscription may name */
  services: string[];
}

export class ConfigError extends Error {}

const formatIssues = (issues: readonly { path: PropertyKey[]; message: string }[]): string =>
  issues.map((i) => `  - ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n');

/** Reads the auth secret from DATA_DIR/auth-secret, creating it (once) when absent. */
const persistedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

/** Validates the environment at start; throws a ConfigError listing every bad variable. */
export const loadConfig = (source: Record<string, string | undefined> = process.env): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${formatIssues(parsed.error.issues)}`);
  }
  const e = parsed.data;
  if (e.DATABASE_LISTEN_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - DATABASE_LISTEN_URL: needs DATABASE_URL (the embedded database is reached directly)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const storage = parseStorageConfig(dataDir, source);
  if ('issues' in storage) throw new ConfigError(`Invalid environment configuration:\n${storage.issues}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid environment configuration:\n  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither');
  }
  const smtp: SmtpConfig | undefined =
    e.SMTP_URL || e.SMTP_HOST
      ? { url: e.SMTP_URL, host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, password: e.SMTP_PASSWORD, secure: e.SMTP_SECURE }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      connectionTimeoutMs: Math.round(e.DATABASE_POOL_TIMEOUT * 1000),
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    },
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    auth: {
      secret: e.AUTH_SECRET ?? persistedSecret(dataDir),
      issuer: e.AUTH_ISSUER ?? publicUrl,
      audience: e.AUTH_AUDIENCE ?? publicUrl,
      jwksUrl: e.AUTH_JWKS_URL,
      trustedOrigins: e.AUTH_TRUSTED_ORIGINS,
      builtIn: !e.AUTH_JWKS_URL,
      signInRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, window: e.AUTH_RATE_LIMIT_WINDOW },
      signUpRateLimit: { max: e.AUTH_SIGNUP_RATE_LIMIT_MAX, window: e.AUTH_RATE_LIMIT_WINDOW },
      accountSignInLimit: { maxFailures: e.AUTH_ACCOUNT_MAX_FAILURES, window: e.AUTH_ACCOUNT_LOCK_WINDOW },
      passwordCost: e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? 'low' : 'standard'),
    },
    smtp,
    mailFrom: e.MAIL_FROM,
    rateLimitMax: e.RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    migrateOnStart: e.MIGRATE_ON_START,
    trustProxy: e.TRUST_PROXY,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    storage: storage.config,
    metricsToken: e.METRICS_TOKEN,
    push: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim()}`,
      services: e.PUSH_SERVICES,
    },
  };
};
