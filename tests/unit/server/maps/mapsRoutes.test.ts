import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mapsRoutes } from '../../../../src/server/routes/maps/index';

// A local stand-in for Google's Places web service (unreachable from here), answering in its documented
// JSON and recording what it was asked.
let places: FastifyInstance;
let placesOrigin: string;
let app: FastifyInstance;
const asked: { path: string; query: Record<string, string> }[] = [];
let upstreamStatus = 'OK';

beforeAll(async () => {
  places = Fastify();
  places.get('/maps/api/place/autocomplete/json', async (request) => {
    asked.push({ path: request.url.split('?')[0]!, query: request.query as Record<string, string> });
    if (upstreamStatus !== 'OK') return { status: upstreamStatus, predictions: [] };
    return {
      status: 'OK',
      predictions: [
        {
          place_id: 'ChIJ-lighthouse',
          description: 'Harbour Lighthouse, Pier Road, Portsea, UK',
          structured_formatting: { main_text: 'Harbour Lighthouse', secondary_text: 'Pier Road, Portsea, UK' },
        },
      ],
    };
  });
  places.get('/maps/api/place/details/json', async (request) => {
    const query = request.query as Record<string, string>;
    asked.push({ path: request.url.split('?')[0]!, query });
    if (query.place_id === 'unknown') return { status: 'OK', result: {} };
    return {
      status: 'OK',
      result: {
        place_id: query.place_id,
        name: 'Harbour Lighthouse',
        formatted_address: '1 Pier Road, Portsea PO1 2AB, UK',
        geometry: { location: { lat: 50.79, lng: -1.1 } },
        address_components: [
          { long_name: '1', types: ['street_number'] },
          { long_name: 'Pier Road', types: ['route'] },
          { long_name: 'Portsea', types: ['postal_town'] },
          { long_name: 'England', types: ['administrative_area_level_1'] },
          { long_name: 'PO1 2AB', types: ['postal_code'] },
          { long_name: 'United Kingdom', types: ['country'] },
        ],
      },
    };
  });
  placesOrigin = await places.listen({ port: 0, host: '127.0.0.1' });
  app = Fastify();
  await app.register(mapsRoutes, { serverKey: 'server-secret', placesOrigin });
});
afterAll(async () => {
  await app.close();
  await places.close();
});
beforeEach(() => {
  asked.length = 0;
  upstreamStatus = 'OK';
});

describe('GET /api/google-maps/places/autocomplete', () => {
  it('answers predictions, asking the provider with the server key', async () => {
    const response = await app.inject({ url: '/api/google-maps/places/autocomplete?input=harbour&sessionToken=s1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      predictions: [
        {
          placeId: 'ChIJ-lighthouse',
          description: 'Harbour Lighthouse, Pier Road, Portsea, UK',
          mainText: 'Harbour Lighthouse',
          secondaryText: 'Pier Road, Portsea, UK',
        },
      ],
    });
    expect(asked).toEqual([
      {
        path: '/maps/api/place/autocomplete/json',
        query: { input: 'harbour', sessiontoken: 's1', key: 'server-secret' },
      },
    ]);
    expect(response.body).not.toContain('server-secret');
  });

  it('refuses a missing input with 400 naming it, without asking the provider', async () => {
    const response = await app.inject({ url: '/api/google-maps/places/autocomplete?input=%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid request', fields: { '$.input': 'input is required' } });
    expect(asked).toEqual([]);
  });

  it('answers 502 when the provider refuses', async () => {
    upstreamStatus = 'REQUEST_DENIED';
    const response = await app.inject({ url: '/api/google-maps/places/autocomplete?input=harbour' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status: 'REQUEST_DENIED' });
  });
});

describe('GET /api/google-maps/places/details', () => {
  it('answers the map location settings of the place', async () => {
    const response = await app.inject({
      url: '/api/google-maps/places/details?placeId=ChIJ-lighthouse&productPage=editor&productSection=map-block',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: {
        placeId: 'ChIJ-lighthouse',
        mapLat: 50.79,
        mapLng: -1.1,
        addressTitle: 'Harbour Lighthouse',
        addressLine1: '1 Pier Road',
        addressLine2: 'Portsea, England, PO1 2AB',
        addressCountry: 'United Kingdom',
      },
    });
    expect(asked[0]?.query).toMatchObject({ place_id: 'ChIJ-lighthouse', key: 'server-secret' });
  });

  it.each([
    ['placeId=p1&productSection=map-block', { '$.productPage': 'productPage is required' }],
    ['placeId=p1&productPage=editor', { '$.productSection': 'productSection is required' }],
    ['productPage=editor', { '$.placeId': 'placeId is required', '$.productSection': 'productSection is required' }],
  ])('refuses %s with 400 naming the missing fields', async (query, fields) => {
    const response = await app.inject({ url: `/api/google-maps/places/details?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid request', fields });
    expect(asked).toEqual([]);
  });

  it('answers 404 for a place without a position', async () => {
    const response = await app.inject({
      url: '/api/google-maps/places/details?placeId=unknown&productPage=editor&productSection=map-block',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a key or a reachable provider', () => {
  it('answers 503 without a key and 502 when the provider cannot be reached', async () => {
    const off = Fastify();
    await off.register(mapsRoutes, { serverKey: null, placesOrigin });
    expect((await off.inject({ url: '/api/google-maps/places/autocomplete?input=a' })).statusCode).toBe(503);
    await off.close();
    const unreachable = Fastify();
    await unreachable.register(mapsRoutes, { serverKey: 'k', placesOrigin: 'http://127.0.0.1:9' });
    expect((await unreachable.inject({ url: '/api/google-maps/places/autocomplete?input=a' })).statusCode).toBe(502);
    await unreachable.close();
  });
});
