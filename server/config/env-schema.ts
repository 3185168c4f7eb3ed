import { z } from 'zod';

/** A yes/no variable; unset (or empty) is `fallback`, or undefined when the default depends on another variable. */
const bool = <F extends boolean | undefined>(fallback: F) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v): boolean | F => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url().optional();

/** Every environment variable the server reads, with its default. Unknown variables are ignored. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /** a session connection straight to PostgreSQL for LISTEN when DATABASE_URL goes through a transaction-mode pooler */
  DATABASE_LISTEN_URL: z.url().optional(),
  /** connections in this process's pool (the LISTEN connections are apart) */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  /** seconds a query waits for a pool connection (a free one, or a new one connecting) before 503 */
  DATABASE_POOL_TIMEOUT: z.coerce.number().positive().max(600).default(10),
  /** false: no named prepared statements (PgBouncer in transaction mode before 1.21) */
  DATABASE_PREPARED_STATEMENTS: bool(true),
  EMBEDDED_PG_PORT: port(5433),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ISSUER: optionalText,
  AUTH_AUDIENCE: optionalText,
  AUTH_JWKS_URL: optionalUrl,
  /** extra origins allowed to call /api/auth (comma-separated), e.g. a dev server */
  AUTH_TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  SMTP_URL: optionalUrl,
  SMTP_HOST: optionalText,
  SMTP_PORT: port(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_SECURE: bool(false),
  MAIL_FROM: z.string().min(3).default('Splits <no-reply@splits.local>'),
  RATE_LIMIT_MAX: positive(300),
  /**
   * the scrypt cost of new password hashes: `standard` (OWASP's 32 MiB) by default, `low` for test
   * suites that make hundreds of accounts (the default under NODE_ENV=test); the server warns at start
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).optional(),
  AUTH_RATE_LIMIT_MAX: positive(5),
  AUTH_RATE_LIMIT_WINDOW: positive(60),
  AUTH_SIGNUP_RATE_LIMIT_MAX: positive(10),
  /** failed sign-ins of one account (from any address) before it is held, and how long (seconds) */
  AUTH_ACCOUNT_MAX_FAILURES: positive(10),
  AUTH_ACCOUNT_LOCK_WINDOW: positive(900),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the demo team and its accounts (a published password): unset means yes, except with NODE_ENV=production */
  SEED_DEMO: bool(undefined),
  /** apply pending migrations at start (under a lock); false: `npm run db:migrate` does it, and start refuses a database that lacks some */
  MIGRATE_ON_START: bool(true),
  TRUST_PROXY: bool(false),
  /** memory for cached answers of heavy read calls (roster, athlete page), per process; 0 turns it off */
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** bearer token of GET /api/metrics (Prometheus); unset: the endpoint answers 404 */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); unset: made once and kept in the database */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** who push services may contact about this server: a mailto: or https: address; unset: mailto: MAIL_FROM's address */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional(),
  /** push services a browser's subscription may point at: host names (https, the host or under it) or whole origins (http://127.0.0.1:9000) */
  PUSH_SERVICES: z
    .string()
    .default('fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
});

export type Env = z.infer<typeof envSchema>;
