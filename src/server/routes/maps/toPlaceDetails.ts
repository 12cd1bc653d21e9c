import type { PlaceDetails, PlacePrediction } from '../../../shared/api/maps/PlacesRequests';

interface AddressComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}

interface UpstreamDetails {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
  address_components?: AddressComponent[];
}

interface UpstreamPrediction {
  place_id?: string;
  description?: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}

// Google's Places answer, in the map block's own terms. The first line is the street; the second the
// locality, region and postcode, as on an envelope.
export function toPlaceDetails(result: UpstreamDetails, placeId: string): PlaceDetails | null {
  const lat = result.geometry?.location?.lat;
  const lng = result.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  const part = (type: string) => result.address_components?.find((c) => c.types?.includes(type))?.long_name ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const region = [part('locality') || part('postal_town'), part('administrative_area_level_1'), part('postal_code')]
    .filter(Boolean)
    .join(', ');
  return {
    placeId: result.place_id ?? placeId,
    mapLat: lat,
    mapLng: lng,
    addressTitle: result.name ?? '',
    addressLine1: street || (result.formatted_address?.split(',')[0] ?? ''),
    addressLine2: region,
    addressCountry: part('country'),
  };
}

export function toPredictions(predictions: UpstreamPrediction[] | undefined): PlacePrediction[] {
  return (predictions ?? [])
    .filter((p) => typeof p.place_id === 'string')
    .map((p) => ({
      placeId: p.place_id!,
      description: p.description ?? '',
      mainText: p.structured_formatting?.main_text ?? p.description ?? '',
      secondaryText: p.structured_formatting?.secondary_text ?? '',
    }));
}
