import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_SAVED_PAGE_PATH } from '../../../shared/forms/formPolicy';
import { FORM_WORDS } from '../../../shared/words/formWords';
import { selectWords } from '../../../shared/words/selectWords';
import { PageType } from '../../../shared/constants/pageTypes';
import type { Page } from '../../../shared/siteData/Page';
import type { FormRouteContext } from './FormRouteContext';

// GET /api/form/saved: a page of the site (its header, footer and styles) saying a form post is kept on this
// device. The service worker caches it when it installs and answers a form post made offline as a navigation
// with it (src/sw/forms/registerFormPostKeeping.ts, docs/forms.md); nobody else links to it.
export function renderSavedPage(context: FormRouteContext, request: FastifyRequest, reply: FastifyReply) {
  const words = selectWords(FORM_WORDS, context.site.website.locale);
  const page: Page = {
    id: 'server-form-saved',
    path: FORM_SAVED_PAGE_PATH,
    title: words.savedPageTitle,
    pageType: PageType.FORM_SAVED,
    memberOnly: false,
    showInNavigation: false,
    sections: [
      {
        id: 'form-saved',
        type: 'content',
        blocks: [
          {
            type: 'heading',
            id: 'form-saved-title',
            data: { text: words.savedPageTitle, level: 1, align: 'left', shrink: false },
          },
          {
            type: 'text',
            id: 'form-saved-text',
            data: { paragraphs: [words.savedForLater], align: 'left' },
          },
        ],
      },
    ],
  };
  return context.renderPage(request, reply, page, FORM_SAVED_PAGE_PATH, {}, 200);
}
