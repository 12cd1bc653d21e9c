import { writeDemoVariant } from '../harness/writeDemoVariant';

export const MAPS_TEST_KEY = 'AIzaE2eBrowserKey_map-123';

// The demo site with a maps key and a British locale, plus /maps: two map blocks far below the fold (one
// load must serve both), and /map-top: a map at the top of the page.
export function writeMapSite(): string {
  return writeDemoVariant((site) => {
    site.website.locale = 'en-GB';
    site.websiteSettings.googleMapsApiKey = MAPS_TEST_KEY;
    const spacers = Array.from({ length: 8 }, (_, i) => ({
      type: 'spacer',
      id: `maps-gap-${i}`,
      data: { heightPx: 400 },
    }));
    site.pages.push(
      {
        id: 'maps',
        path: '/maps',
        title: 'Maps',
        pageType: 2,
        sections: [
          {
            id: 'maps-section',
            blocks: [
              { type: 'heading', id: 'maps-title', data: { text: 'Where we are', level: 1 } },
              ...spacers,
              {
                type: 'map',
                id: 'map-shop',
                data: {
                  title: 'Map: the shop',
                  mapLat: 50.2145,
                  mapLng: -5.4785,
                  markerLat: 50.2139,
                  markerLng: -5.4781,
                  mapZoom: 16,
                  addressTitle: 'Harbour & Pine',
                  addressLine1: 'Quay Street',
                  style: 'MinimalDark',
                },
              },
              {
                type: 'map',
                id: 'map-store',
                data: { title: 'Map: the store', mapLat: 50.1, mapLng: -5.3, style: 1, linkOnClick: false },
              },
            ],
          },
        ],
      },
      {
        id: 'map-top',
        path: '/map-top',
        title: 'Map at the top',
        pageType: 2,
        sections: [
          {
            id: 'map-top-section',
            blocks: [
              {
                type: 'map',
                id: 'map-first',
                data: {
                  title: 'Map: first',
                  addressTitle: 'A very long address title that must wrap on a phone screen',
                },
              },
            ],
          },
        ],
      },
    );
  });
}
