import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { ClientAssets } from '../../http/readClientManifest';
import type { Database } from '../../storage/Database';
import type { LiveSite } from '../../site/LiveSite';
import { configPageRoutes } from './configPageRoutes';
import { inspectorApiRoutes } from './inspectorApiRoutes';
import { readConfigAssets } from './readConfigAssets';
import { telemetryExportRoute } from './telemetryExportRoute';
import { submissionsApiRoutes } from './submissionsApiRoutes';
import { ordersApiRoutes } from './ordersApiRoutes';
import { contentApiRoutes } from './contentApiRoutes';
import { outboxApiRoutes } from './outboxApiRoutes';

interface ConfigRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  client: ClientAssets | null;
  /** The current site (owner content changes applied) for the content list. */
  live?: LiveSite;
  /** The site folder's downloads/ folder (digital products' files), for the orders' download links. */
  downloadsRoot: string;
  /** Whether the outbox is sent (SMTP_URL set), as /config/outbox tells the owner. */
  mailSending?: boolean;
}

// The configuration area (docs/config-area.md): its pages, the form submissions API and the telemetry
// inspector API.
export const configRoutes: FastifyPluginAsync<ConfigRoutesOptions> = async (
  app,
  { site, db, client, live, downloadsRoot, mailSending = false },
) => {
  const assets = client ? readConfigAssets(client.dir) : null;
  if (client && !assets)
    app.log.warn('the client build has no configuration area entry: /config pages will not be interactive');
  await app.register(configPageRoutes, { site, assets });
  await app.register(inspectorApiRoutes, { db });
  await app.register(telemetryExportRoute, { db });
  await app.register(submissionsApiRoutes, { db, site });
  await app.register(ordersApiRoutes, { db, site, downloadsRoot });
  await app.register(contentApiRoutes, { site, live });
  await app.register(outboxApiRoutes, { db, sending: mailSending });
};
