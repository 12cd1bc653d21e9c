import path from 'node:path';
import { ConfigError } from './ConfigError';

/** Pino's levels (Fastify's logger); LOG_LEVEL must name one. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ServerConfig {
  port: number;
  host: string;
  siteFile: string;
  databaseUrl: string;
  logLevel: string;
  distDir: string;
  /** Files the server keeps (resized images): DATA_DIR, ./data by default. */
  dataDir: string;
  /** Google's Places key for /api/google-maps/places/* (GOOGLE_MAPS_SERVER_KEY); null turns them off. */
  mapsServerKey: string | null;
  /** Modules whose default export is a Fastify plugin to register (SERVER_PLUGINS, comma-separated). */
  plugins: string[];
  /** Fastify trustProxy: false, true, a hop count or addresses. */
  trustProxy: boolean | number | string;
  /** Days telemetry is kept; null keeps it for ever. */
  telemetryRetentionDays: number | null;
}

// Environment: PORT, HOST, SITE, DATABASE_URL, DATA_DIR, GOOGLE_MAPS_SERVER_KEY, LOG_LEVEL, TRUST_PROXY, TELEMETRY_RETENTION_DAYS,
// SERVER_PLUGINS (README). PORT=0 picks a free port.
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT: expected an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new ConfigError(`LOG_LEVEL: expected one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteFile: path.resolve(cwd, env.SITE || 'sites/demo/site.json'),
    databaseUrl: env.DATABASE_URL || `sqlite:${path.resolve(cwd, 'data/site.db')}`,
    logLevel,
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    mapsServerKey: env.GOOGLE_MAPS_SERVER_KEY || null,
    plugins: (env.SERVER_PLUGINS ?? '')
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map((entry) => path.resolve(cwd, entry.trim())),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    telemetryRetentionDays: readRetentionDays(env.TELEMETRY_RETENTION_DAYS),
  };
}

function readRetentionDays(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new ConfigError(`TELEMETRY_RETENTION_DAYS: expected a whole number of days from 1, got "${value}"`);
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
