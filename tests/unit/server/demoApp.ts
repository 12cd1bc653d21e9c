import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadSiteFile } from '../../../src/server/site/loadSiteFile';
import type { Database } from '../../../src/server/storage/Database';
import type { SiteData } from '../../../src/shared/siteData/SiteData';
import { openTestStorage } from '../../postgres/openTestStorage';

export const DEMO_SITE_FILE = path.resolve(import.meta.dirname, '../../../sites/showcase/site.json');

export interface DemoApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  site: SiteData;
}

/**
 * The demo site's whole app (buildApp, no client assets) on a throwaway storage (openTestStorage, or `db`).
 * `editSite` changes the loaded site data before the app is built; `options` are buildApp's other options.
 */
export async function openDemoApp({
  editSite,
  db,
  ...options
}: {
  editSite?: (site: SiteData) => void;
  db?: Kysely<Database>;
} & Partial<Omit<AppOptions, 'site' | 'siteDir' | 'db'>> = {}): Promise<DemoApp> {
  const storage = db ?? (await openTestStorage());
  const site = await loadSiteFile(DEMO_SITE_FILE);
  editSite?.(site);
  const app = await buildApp({ client: null, ...options, site, siteDir: path.dirname(DEMO_SITE_FILE), db: storage });
  return { app, db: storage, site };
}

/** Closes what openDemoApp opened. */
export async function closeDemoApp({ app, db }: Pick<DemoApp, 'app' | 'db'>): Promise<void> {
  await app.close();
  await db.destroy();
}
