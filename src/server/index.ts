import path from 'node:path';
import { readConfig } from './config/readConfig';
import { loadSiteFile } from './site/loadSiteFile';
import { reportStartupError } from './config/reportStartupError';
import { openStorage } from './storage/openStorage';
import { startTelemetryRetention } from './storage/telemetry/startTelemetryRetention';
import { readClientManifest } from './http/readClientManifest';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { loadServerPlugins } from './config/loadServerPlugins';
import { chooseLogger } from './config/chooseLogger';
import { redactDatabaseUrl } from './storage/dialect/redactDatabaseUrl';
import { OutboxSender, defaultMailFrom } from './mail/OutboxSender';
// Fastify accepts a hop count for trustProxy at run time though its types leave numbers out.

const SHUTDOWN_GRACE_MS = 10_000;

// Entry: read config, load the site, open storage, listen. Nothing else lives here.
async function main(): Promise<void> {
  const config = readConfig(process.env, process.cwd());
  const site = await loadSiteFile(config.siteFile);
  const db = await openStorage(config.databaseUrl);
  const client = readClientManifest(path.join(config.distDir, 'client'));
  const app = await buildApp({
    site,
    siteDir: path.dirname(config.siteFile),
    dataDir: config.dataDir,
    mapsServerKey: config.mapsServerKey,
    db,
    client,
    logger: chooseLogger({ level: config.logLevel, isTerminal: process.stdout.isTTY, format: config.logFormat }),
    plugins: await loadServerPlugins(config.plugins),
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    ingest: {
      requestsPerMinute: config.ingestRequestsPerMinute,
      diskPath: config.telemetryDiskPath,
      minFreeBytes: config.telemetryMinFreeBytes,
    },
    captcha: config.captcha,
    publicOrigin: config.publicOrigin,
    httpCachePurgeUrls: config.httpCachePurgeUrls,
    mailSending: config.mail.smtpUrl !== null,
  });
  const days = config.telemetryRetentionDays;
  const retention = days ? startTelemetryRetention(db, days, app.log) : null;
  // The outbox's emails go out through SMTP_URL; without it they wait, readable in /config/outbox.
  const { smtpUrl } = config.mail;
  const mailer = smtpUrl
    ? OutboxSender.fromUrl(
        db,
        smtpUrl,
        config.mail.from ?? defaultMailFrom(site.website.title, config.publicOrigin ?? site.website.baseUrl),
        app.log,
      )
    : null;
  mailer?.start();
  // Graceful stop: no new connections, requests in flight answered, then the database closed (SQLite
  // checkpoints its WAL). A request that never ends does not hold the process past SHUTDOWN_GRACE_MS.
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping`);
    setTimeout(() => {
      console.error(`Still stopping after ${SHUTDOWN_GRACE_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    retention?.stop();
    await mailer?.stop();
    await app.close();
    await db.destroy();
    console.log('Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => void shutdown(signal));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Listening on http://127.0.0.1:${port} (site ${path.relative(process.cwd(), config.siteFile)})`);
  console.log(`Database: ${redactDatabaseUrl(config.databaseUrl)}`);
  console.log(
    smtpUrl
      ? `Email: sent through ${new URL(smtpUrl).protocol}//${new URL(smtpUrl).host}`
      : 'Email: kept in the outbox (/config/outbox); set SMTP_URL to send it',
  );
}

main().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
