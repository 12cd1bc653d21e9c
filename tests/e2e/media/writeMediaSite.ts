import { writeDemoVariant } from '../harness/writeDemoVariant';

const poster = (src: string, dimensions: string) => ({ src, alt: '', dimensions });

// The demo site plus /videos, a page of videos of every provider, an invalid embed and a gallery with a
// video slide, written to a temporary folder (its images linked) so the shared fixtures stay as they are.
export function writeMediaSite(): string {
  return writeDemoVariant((site) => {
    const video = (id: string, data: Record<string, unknown>) => ({ type: 'video', id, data });
    site.pages.push({
      id: 'videos',
      path: '/videos',
      title: 'Videos',
      pageType: 2,
      sections: [
        {
          id: 'films',
          blocks: [
            { type: 'heading', id: 'videos-title', data: { text: 'Films', level: 1 } },
            video('v-youtube', {
              title: 'Tide film',
              video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mode: 'fit' },
              poster: poster('/images/gallery-01.jpg', '2400x1600'),
            }),
            video('v-vimeo', {
              title: 'Harbour film',
              video: { url: 'https://vimeo.com/76979871/8272103f6e', mode: 'fill' },
              poster: poster('/images/gallery-04.jpg', '2000x2000'),
            }),
            video('v-wistia', {
              title: 'Workshop film',
              video: { url: 'https://home.wistia.com/medias/e4a27b971d' },
            }),
            video('v-animoto', {
              title: 'Fields film',
              video: {
                embed:
                  '<iframe src="https://animoto.com/play/Z9oPbJbUBGd3RVOKlc6QxA" width="800" height="600"></iframe>',
              },
            }),
            video('v-invalid', { title: 'Broken film', video: { embed: '<div>not a player</div>' } }),
            video('v-invalid-ratio', { title: 'Broken wide film', video: { embed: 'nothing' }, placeholderRatio: 2 }),
            {
              type: 'gallery',
              id: 'v-gallery',
              data: {
                design: 'stacked',
                mixedContent: true,
                slides: [
                  {
                    id: 'clip',
                    type: 'video',
                    src: '/images/gallery-08.jpg',
                    alt: 'Lighthouse clip',
                    dimensions: '2400x1800',
                    video: { url: 'https://vimeo.com/1084537' },
                  },
                ],
              },
            },
            {
              type: 'gallery',
              id: 'v-slideshow',
              data: {
                design: 'slideshow',
                mixedContent: true,
                slides: [
                  {
                    id: 'clip-2',
                    type: 'video',
                    src: '/images/gallery-08.jpg',
                    alt: 'Lighthouse clip',
                    dimensions: '2400x1800',
                    video: { url: 'https://vimeo.com/1084537' },
                  },
                  { id: 'harbour', src: '/images/gallery-01.jpg', alt: 'Harbour', dimensions: '2400x1800' },
                ],
              },
            },
          ],
        },
      ],
    });
  });
}
