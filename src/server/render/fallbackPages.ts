import type { Page } from '../../shared/siteData/Page';
import type { SiteData } from '../../shared/siteData/SiteData';
import { PageType } from '../../shared/constants/pageTypes';

// Spec visitor-runtime §9: the not-found and error page types. A site may design its own; these are
// used when it does not.
function builtinPage(id: string, path: string, pageType: Page['pageType'], title: string, text: string): Page {
  return {
    id: `builtin-${id}`,
    path,
    title,
    pageType,
    memberOnly: false,
    showInNavigation: false,
    sections: [
      {
        id,
        type: 'content',
        blocks: [
          { type: 'heading', id: `${id}-heading`, data: { text: title, level: 1, align: 'left', shrink: false } },
          { type: 'text', id: `${id}-text`, data: { paragraphs: [text], align: 'left' } },
        ],
      },
    ],
  };
}

const NOT_FOUND = builtinPage(
  'not-found',
  '/404',
  PageType.NOT_FOUND,
  'Page not found',
  'We could not find the page you were looking for. It may have moved.',
);
const ERROR = builtinPage(
  'error',
  '/500',
  PageType.ERROR,
  'Something went wrong',
  'This page could not be shown. The problem has been logged; please try again in a moment.',
);

export function findNotFoundPage(site: SiteData): Page {
  return site.pages.find((p) => p.pageType === PageType.NOT_FOUND) ?? NOT_FOUND;
}

export function findErrorPage(site: SiteData, fallbackOnly = false): Page {
  return (!fallbackOnly && site.pages.find((p) => p.pageType === PageType.ERROR)) || ERROR;
}
