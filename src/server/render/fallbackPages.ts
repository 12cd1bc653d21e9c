import type { Page } from '../../shared/siteData/Page';
import type { SiteData } from '../../shared/siteData/SiteData';
import { PageType } from '../../shared/constants/pageTypes';

// Spec visitor-runtime §9: the not-found and error page types. A site may design its own; these are
// used when it does not.
const NOT_FOUND: Page = {
  id: 'builtin-not-found',
  path: '/404',
  title: 'Page not found',
  pageType: PageType.NOT_FOUND,
  memberOnly: false,
  showInNavigation: false,
  sections: [
    {
      id: 'not-found',
      type: 'content',
      blocks: [
        {
          type: 'heading',
          id: 'not-found-heading',
          data: { text: 'Page not found', level: 1, align: 'left', shrink: false },
        },
        {
          type: 'text',
          id: 'not-found-text',
          data: { paragraphs: ['We could not find the page you were looking for. It may have moved.'], align: 'left' },
        },
      ],
    },
  ],
};

const ERROR: Page = {
  id: 'builtin-error',
  path: '/500',
  title: 'Something went wrong',
  pageType: PageType.ERROR,
  memberOnly: false,
  showInNavigation: false,
  sections: [
    {
      id: 'error',
      type: 'content',
      blocks: [
        {
          type: 'heading',
          id: 'error-heading',
          data: { text: 'Something went wrong', level: 1, align: 'left', shrink: false },
        },
        {
          type: 'text',
          id: 'error-text',
          data: {
            paragraphs: ['This page could not be shown. The problem has been logged; please try again in a moment.'],
            align: 'left',
          },
        },
      ],
    },
  ],
};

export function findNotFoundPage(site: SiteData): Page {
  return site.pages.find((p) => p.pageType === PageType.NOT_FOUND) ?? NOT_FOUND;
}

export function findErrorPage(site: SiteData, fallbackOnly = false): Page {
  return (!fallbackOnly && site.pages.find((p) => p.pageType === PageType.ERROR)) || ERROR;
}
