import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { ROUTES } from '../../../shared/constants/routes';
import { PageType } from '../../../shared/constants/pageTypes';
import { formatMessage } from '../../../shared/messageFormat/formatMessage';
import { SEARCH_WORDS } from '../../../shared/words/searchWords';
import { selectWords } from '../../../shared/words/selectWords';
import { parseSearchQuery } from '../../../shared/search/parseSearchQuery';
import type { SearchResults } from '../../../shared/search/SearchResults';
import type { Database } from '../../storage/Database';
import type { ClientAssets } from '../../http/readClientManifest';
import { ensureCrumbCookie } from '../../http/crumb';
import { renderBlockPage } from '../../render/renderBlockPage';
import { SiteSearch } from '../../search/SiteSearch';
import type { LiveSite } from '../../site/LiveSite';

const SEARCH_API_PATH = '/api/search';

interface SearchRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  assets: ClientAssets | null;
  /** The current site: the index is built from it and rebuilt when owners change the content. */
  live?: LiveSite;
}

// Site search (docs/search-and-reviews.md): the page at /search (type 102, complete without script) and
// its JSON twin for results as you type. A refused query says why with 400; a failing index says 'Unable
// to load results' with 503; neither is ever a 500.
export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, { site, db, assets, live }) => {
  const opened = live ? await live.current() : { site, version: 0 };
  const search = await SiteSearch.open(opened.site, db, opened.version);
  let indexedVersion = opened.version;
  // The refusals and failures are the runtime's words: the site's language, as the page around them.
  const locale = site.website.locale;
  const words = selectWords(SEARCH_WORDS, locale);

  // Owner content changes (in this process or another) raise the content version: the index is rebuilt from
  // the new site before answering, as it is for new site data at start-up. SearchIndex keeps an index built
  // from a newer version than this process read, so processes never undo each other's rebuild.
  async function currentSearch(): Promise<SiteSearch> {
    if (!live) return search;
    const { site: current, version } = await live.current();
    if (version !== indexedVersion) {
      await search.reindex(current, version);
      indexedVersion = Math.max(indexedVersion, version);
    }
    return search;
  }

  app.get(SEARCH_API_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const query = parseSearchQuery(request.query as Record<string, unknown>, words);
    if (!query.ok) return reply.code(query.status).send({ error: query.message, fields: { q: query.message } });
    try {
      return reply.send(await (await currentSearch()).query(query.text, query.words, query.page));
    } catch (error) {
      request.log.error({ err: error }, 'search failed');
      return reply.code(503).send({ error: words.resultsUnavailable });
    }
  });

  app.get(ROUTES.SEARCH, async (request, reply) => {
    ensureCrumbCookie(request, reply);
    const raw = request.query as Record<string, unknown>;
    const query = parseSearchQuery(raw, words);
    let results: SearchResults | null = null;
    let message = '';
    let status = 200;
    if (!query.ok) {
      message = query.message;
      // Opening the page without a query is no error: it shows the form and what to do.
      status = raw.q === undefined ? 200 : query.status;
    } else {
      try {
        results = await (await currentSearch()).query(query.text, query.words, query.page);
      } catch (error) {
        request.log.error({ err: error }, 'search failed');
        message = words.resultsUnavailable;
        status = 503;
      }
    }
    const title = query.ok ? formatMessage(words.titleFor, locale, { query: query.text }) : words.title;
    return renderBlockPage(
      request,
      reply,
      { site, assets, live },
      {
        path: ROUTES.SEARCH,
        title,
        pageType: PageType.SEARCH,
        block: 'search',
        props: { query: query.text, results, message },
      },
      status,
    );
  });
};
