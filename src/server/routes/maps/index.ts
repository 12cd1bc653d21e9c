import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { PlacesAutocompleteQuery, PlacesDetailsQuery } from '../../../shared/api/maps/PlacesRequests';
import { parseRequest } from '../../http/parseRequest';
import { toPlaceDetails, toPredictions } from './toPlaceDetails';

interface MapsRoutesOptions {
  /** The Places key (GOOGLE_MAPS_SERVER_KEY): it never leaves the server. null: maps search is off. */
  serverKey: string | null;
  /** Where the Places web service lives; a test points it at a local fake. */
  placesOrigin?: string;
  fetch?: typeof fetch;
}

const PLACES_ORIGIN = 'https://maps.googleapis.com';
const UPSTREAM_TIMEOUT_MS = 10_000;
const OK_STATUSES = new Set(['OK', 'ZERO_RESULTS']);

// Spec media-and-reporting §7: GET /api/google-maps/places/autocomplete and /details, answered by our server
// from Google's Places web service with our key, so the key stays here. A bad request is 400 naming each
// field; a provider that fails or cannot be reached is 502; no key configured is 503.
export const mapsRoutes: FastifyPluginAsync<MapsRoutesOptions> = async (app, options) => {
  const origin = options.placesOrigin ?? PLACES_ORIGIN;
  const fetchUpstream = options.fetch ?? fetch;

  async function callPlaces(reply: FastifyReply, path: string, params: Record<string, string | undefined>) {
    if (!options.serverKey) {
      await reply.code(503).send({ error: 'Maps search is not configured' });
      return null;
    }
    const url = new URL(path, origin);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    url.searchParams.set('key', options.serverKey);
    try {
      const response = await fetchUpstream(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      const body = (await response.json()) as { status?: string } & Record<string, unknown>;
      if (!response.ok || !OK_STATUSES.has(body.status ?? '')) {
        app.log.warn({ status: response.status, placesStatus: body.status }, 'places request failed');
        await reply.code(502).send({ error: 'The maps provider did not answer', status: body.status ?? null });
        return null;
      }
      return body;
    } catch (error) {
      app.log.warn({ err: error }, 'places request failed');
      await reply.code(502).send({ error: 'The maps provider could not be reached', status: null });
      return null;
    }
  }

  app.get(API_PATHS.PLACES_AUTOCOMPLETE, async (request, reply) => {
    const query = parseRequest(PlacesAutocompleteQuery, request.query, reply);
    if (!query) return reply;
    const body = await callPlaces(reply, '/maps/api/place/autocomplete/json', {
      input: query.input,
      sessiontoken: query.sessionToken,
      language: query.language,
    });
    if (!body) return reply;
    return { predictions: toPredictions(body.predictions as Parameters<typeof toPredictions>[0]) };
  });

  app.get(API_PATHS.PLACES_DETAILS, async (request, reply) => {
    const query = parseRequest(PlacesDetailsQuery, request.query, reply);
    if (!query) return reply;
    const body = await callPlaces(reply, '/maps/api/place/details/json', {
      place_id: query.placeId,
      fields: 'place_id,name,formatted_address,geometry/location,address_component',
      sessiontoken: query.sessionToken,
      language: query.language,
    });
    if (!body) return reply;
    const place = toPlaceDetails(body.result ?? {}, query.placeId);
    if (!place) return reply.code(404).send({ error: 'No such place', placeId: query.placeId });
    request.log.info({ productPage: query.productPage, productSection: query.productSection }, 'place details');
    return { place };
  });
};
