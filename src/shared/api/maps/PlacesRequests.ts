import { z } from 'zod';

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

// GET /api/google-maps/places/autocomplete (spec media-and-reporting §7: paths only; the shapes are ours):
// the text typed so far, an optional session token grouping one search's requests, and a language.
export const PlacesAutocompleteQuery = z.object({
  input: required('input').pipe(z.string().max(200)),
  sessionToken: z.string().max(100).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'expected a language tag such as en or en-US')
    .optional(),
});
export type PlacesAutocompleteQuery = z.infer<typeof PlacesAutocompleteQuery>;

// GET /api/google-maps/places/details: the place chosen, and where in the product it was asked from
// (productPage, productSection: the analytics fields of the same names, both required).
export const PlacesDetailsQuery = z.object({
  placeId: required('placeId').pipe(z.string().max(300)),
  productPage: required('productPage').pipe(z.string().max(100)),
  productSection: required('productSection').pipe(z.string().max(100)),
  sessionToken: z.string().max(100).optional(),
  language: PlacesAutocompleteQuery.shape.language,
});
export type PlacesDetailsQuery = z.infer<typeof PlacesDetailsQuery>;

export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** What a chosen place fills in: the map block's location settings (spec media-and-reporting §3). */
export interface PlaceDetails {
  placeId: string;
  mapLat: number;
  mapLng: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}
