import path from 'node:path';
import { ConfigError } from './ConfigError';
import { CAPTCHA_DEFAULT_VERIFY_URL } from '../../shared/forms/formPolicy';

/** Pino's levels (Fastify's logger); LOG_LEVEL must name one. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** LOG_FORMAT: one JSON object a line, or readable lines (pino-pretty); unset, readable on a terminal only. */
const LOG_FORMATS: readonly string[] = ['json', 'pretty'];

// Ours: ten requests a second on average per client address, far above what a page's telemetry sends (a
// request every few seconds while visible), and a gigabyte kept free for what must not fail.
export const DEFAULT_INGEST_REQUESTS_PER_MINUTE = 600;
const DEFAULT_TELEMETRY_MIN_FREE_MB = 1024;

// The server's settings from the environment variables of README's table. PORT=0 picks a free port.
export function readConfig(env: NodeJS.ProcessEnv, cwd: string) {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT: expected an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new ConfigError(`LOG_LEVEL: expected one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const logFormat = env.LOG_FORMAT || undefined;
  if (logFormat !== undefined && !LOG_FORMATS.includes(logFormat))
    throw new ConfigError(`LOG_FORMAT: expected one of ${LOG_FORMATS.join(', ')}, got "${logFormat}"`);
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.resolve(cwd, 'data/site.db')}`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteFile: path.resolve(cwd, env.SITE || 'sites/demo/site.json'),
    databaseUrl,
    logLevel,
    logFormat,
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    mapsServerKey: env.GOOGLE_MAPS_SERVER_KEY || null,
    plugins: (env.SERVER_PLUGINS ?? '')
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map((entry) => path.resolve(cwd, entry.trim())),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    telemetryRetentionDays: readRetentionDays(env.TELEMETRY_RETENTION_DAYS),
    ingestRequestsPerMinute: readCount('INGEST_RATE_LIMIT', env.INGEST_RATE_LIMIT, DEFAULT_INGEST_REQUESTS_PER_MINUTE),
    telemetryMinFreeBytes:
      readCount('TELEMETRY_MIN_FREE_MB', env.TELEMETRY_MIN_FREE_MB, DEFAULT_TELEMETRY_MIN_FREE_MB) * 1024 * 1024,
    telemetryDiskPath: readDiskPath(env.TELEMETRY_DISK_PATH, databaseUrl, cwd),
    publicOrigin: readPublicOrigin(env.PUBLIC_URL),
    httpCachePurgeUrls: readPurgeUrls(env.HTTP_CACHE_PURGE_URLS),
    mail: {
      smtpUrl: readSmtpUrl(env.SMTP_URL),
      from: readMailFrom(env.MAIL_FROM),
    },
    captcha: {
      secret: env.CAPTCHA_SECRET || null,
      verifyUrl: readHttpUrl('CAPTCHA_VERIFY_URL', env.CAPTCHA_VERIFY_URL),
    },
  };
}

// Raw telemetry is the one table that grows with traffic rather than with the business: kept 30 days unless
// the operator says otherwise. `off` (or 0) keeps it for ever, said explicitly; the hourly rollups the
// inspector reads are never pruned.
const DEFAULT_TELEMETRY_RETENTION_DAYS = 30;
function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0)
    throw new ConfigError(`${name}: expected a whole number from 0, got "${value}"`);
  return count;
}

// A SQLite file's folder is on the filesystem it grows on. A PostgreSQL server's disk is its own; name a path on
// it (TELEMETRY_DISK_PATH) when it is mounted here, otherwise watch it where it runs.
function readDiskPath(value: string | undefined, databaseUrl: string, cwd: string): string | null {
  if (value) return path.resolve(cwd, value);
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  return file === ':memory:' ? null : path.dirname(path.resolve(cwd, file));
}

function readRetentionDays(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_TELEMETRY_RETENTION_DAYS;
  if (value === 'off' || value === '0') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new ConfigError(`TELEMETRY_RETENTION_DAYS: expected a whole number of days from 1, or off, got "${value}"`);
  return days;
}

// X-Forwarded-For is believed only behind a proxy the operator names: a client reaching the server
// directly could otherwise pick its own address and slip past per-address rate limits.
function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function readHttpUrl(name: string, value: string | undefined): string {
  if (!value) return CAPTCHA_DEFAULT_VERIFY_URL;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new ConfigError(`${name}: expected an http(s) URL, got "${value}"`);
  return url.href;
}

function readPublicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search)
    throw new ConfigError(`PUBLIC_URL: expected the site's origin, such as https://www.example.com, got "${value}"`);
  return url.origin;
}

// The shared caches to purge (docs/scaling.md): http(s) addresses, comma-separated; none when unset.
function readPurgeUrls(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new ConfigError(`HTTP_CACHE_PURGE_URLS: expected http(s) URLs separated by commas, got "${entry}"`);
  }
  return entries;
}

// SMTP_URL: where the outbox's emails go (nodemailer's URL form: smtp://user:pass@host:587, smtps://…:465).
// Unset, nothing is sent: emails wait in the outbox, readable in /config/outbox.
function readSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new ConfigError('SMTP_URL: expected smtp://[user:password@]host[:port] or smtps://…, got something else');
  return value;
}

function readMailFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^[^\r\n]*@[^\r\n]+$/.test(value))
    throw new ConfigError(`MAIL_FROM: expected an address such as "Harbour & Pine <shop@example.com>", got "${value}"`);
  return value;
}
