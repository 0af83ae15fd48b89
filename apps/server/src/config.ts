import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_UPLOAD_CONCURRENCY } from '@club/shared/constants';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Base domain of the club sub-domains: `demo.${APP_DOMAIN}`. */
  APP_DOMAIN: z.string().default('localhost'),
  /** Public address of the bare domain; club sites are its sub-domains. Defaults to http://APP_DOMAIN:PORT. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Club platform <no-reply@localhost>'),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(DEFAULT_UPLOAD_CONCURRENCY),
  TILE_URL: z
    .string()
    .default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Attempts per minute and per address on each sign-in, registration and reset call. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Layer exports per minute, address and club site asked by anonymous visitors (signed-in members are not counted). */
  RATE_LIMIT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins of one e-mail on one club, from any address, before its sign-in waits out the window. */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Reset-password and e-mail-change mails per hour to one address. */
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Reset-password and e-mail-change mails per hour asked from one client address. */
  ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Longest time a client has to send a whole request, headers and body (Node's requestTimeout): a body
   * sent a byte at a time is cut. Two minutes carry the largest upload (8 MB) at 1 Mbit/s twice over.
   * Once the request is in, the answer is not timed, so live-event streams stay open.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** Longest time a client has to send the request's headers (Node's headersTimeout). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Live-event streams one member may hold open in a server process; a new one closes the oldest. */
  LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).default(8),
  /** Which reverse proxies may name the client address in X-Forwarded-For (see parseTrustProxy). */
  TRUST_PROXY: z.string().default('false'),
  /** "Continue with Facebook": shown only when the app id and secret are both set. */
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_PROFILE_URL: z.url().default('https://graph.facebook.com/v21.0/me'),
  /** Events endpoint page views are also sent to (Plausible's https://plausible.io/api/event or compatible). */
  ANALYTICS_FORWARD_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Directory of the built web app; unset: apps/web/dist of this checkout. */
  WEB_DIST_DIR: optionalText,
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (an S3-compatible bucket, S3_*). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's address (MinIO, Garage, Ceph, Scaleway…); unset: AWS S3 itself. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  /** Unset (both): the AWS SDK's own chain (AWS_* variables, the machine's role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted services). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appDomain: string;
  publicUrl: URL;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadConcurrency: number;
  tileUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: 'demo' | 'none';
  admin: { email: string; password: string } | undefined;
  sessionDays: number;
  rateLimitAuthPerMinute: number;
  rateLimitExportsPerMinute: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  liveStreamsPerMember: number;
  /** Per-account limit of failed sign-ins, counted in the database (platform/http/rate-limit). */
  signInFailures: { max: number; windowMs: number };
  /** Limits of the reset-password and e-mail-change mails, per recipient and per client, per hour. */
  accountMails: { perAddressPerHour: number; perClientPerHour: number };
  /**
   * Fastify's trustProxy: false (the client is whoever connects), true (any proxy), or the
   * addresses/CIDR ranges of the trusted proxies, comma-separated.
   */
  trustProxy: boolean | string;
  webDistDir: string;
  /** The OAuth provider of "Continue with Facebook"; undefined when not configured. */
  facebook: FacebookConfig | undefined;
  analyticsForwardUrl: URL | undefined;
  storage: StorageConfig;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(text: string): boolean {
  if (proxyRangeNames.has(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: `false` (default: X-Forwarded-For is ignored, so a client cannot choose the address the
 * rate limits count), `true` (any proxy: only when nothing reaches the server but the proxy), or a
 * comma-separated list of proxy addresses, CIDR ranges or `loopback`.
 */
export function parseTrustProxy(value: string): boolean | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.every(isProxyAddress)) return parts.join(',');
  throw new Error(
    `Invalid configuration:\n  TRUST_PROXY: expected false, true or proxy addresses, got "${value}"`,
  );
}

/** Reads and validates the environment once; fails with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.FACEBOOK_APP_ID === undefined) !== (e.FACEBOOK_APP_SECRET === undefined)) {
    throw new Error('Invalid configuration:\n  FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  }
  if (e.STORAGE === 's3' && e.S3_BUCKET === undefined) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appDomain: e.APP_DOMAIN.toLowerCase(),
    publicUrl: new URL(e.PUBLIC_URL ?? `http://${e.APP_DOMAIN}:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadConcurrency: e.UPLOAD_CONCURRENCY,
    tileUrl: e.TILE_URL,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    sessionDays: e.SESSION_DAYS,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitExportsPerMinute: e.RATE_LIMIT_EXPORTS_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    liveStreamsPerMember: e.LIVE_STREAMS_PER_MEMBER,
    signInFailures: {
      max: e.SIGN_IN_FAILURES_PER_ACCOUNT,
      windowMs: e.SIGN_IN_FAILURE_WINDOW_MINUTES * 60 * 1000,
    },
    accountMails: {
      perAddressPerHour: e.ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
      perClientPerHour: e.ACCOUNT_MAILS_PER_CLIENT_PER_HOUR,
    },
    analyticsForwardUrl: e.ANALYTICS_FORWARD_URL ? new URL(e.ANALYTICS_FORWARD_URL) : undefined,
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: 'local' },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            authorizeUrl: e.FACEBOOK_AUTHORIZE_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            profileUrl: e.FACEBOOK_PROFILE_URL,
          }
        : undefined,
  };
}

/** The public address of a club's site: its alias as a sub-domain of PUBLIC_URL. */
export function clubSiteUrl(config: Config, alias: string): URL {
  const url = new URL(config.publicUrl);
  url.hostname = `${alias}.${url.hostname}`;
  return url;
}
