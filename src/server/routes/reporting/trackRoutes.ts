import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { MarketingLandingPayload } from '../../../shared/telemetry/records/marketingLanding';
import { parseRequest } from '../../http/parseRequest';
import type { Database } from '../../storage/Database';
import { storeSpecRecords } from './storeSpecRecords';

// The smallest transparent GIF: what an image beacon expects back.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// Spec media-and-reporting §7: GET /api/track/Track, an image beacon with the marketing landing fields in
// the query. Stored as a 'marketing.landing' record; answered with a 1x1 GIF that is never cached.
export const trackRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(API_PATHS.TRACK, async (request, reply) => {
    const fields = parseRequest(MarketingLandingPayload, request.query, reply);
    if (!fields) return reply;
    await storeSpecRecords(db, request, API_PATHS.TRACK, [
      { kind: 'marketing.landing', type: fields.source, payload: fields },
    ]);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
};
