import type { Collection, CollectionItem } from '../../../shared/siteData/Collection';
import { buildItemHref } from '../../../shared/links/buildItemPath';
import { SUMMARY_VARIANT_IDS, type SummaryData } from '../../../shared/blocks/summary';
import { formatPostDate } from '../../collections/formatPostDate';
import { sizedImageUrl } from '../../../shared/images/sizedImageUrl';
import { DIALOG_MESSAGES } from '../../../shared/messages/dialogMessages';
import { COLLECTION_WORDS } from '../../../shared/words/collectionWords';
import { selectWords } from '../../../shared/words/selectWords';
import { fillWords } from '../../../shared/words/fillWords';

interface SummaryContentProps {
  data: SummaryData;
  items: CollectionItem[];
  /** The collection page's path ('' for the root), items live at {basePath}/{urlId}. */
  basePath: string;
  /** A blog's tokenized item URL format (visitor-runtime §5), when it has one. */
  itemUrlFormat?: Collection['itemUrlFormat'];
  locale: string;
  timeZone: string;
  /** The collection is member-only and the visitor is not a member: the lock label, no items. */
  locked?: boolean;
}

// Spec media-and-reporting §3: the four summary designs, each carrying its variant id. Rendered to HTML on
// the server only (renderSummaryHtml): the page's first HTML and the widget-rendering reply are one markup.
// The carousel is a native scroll-snap row, so it scrolls by touch, trackpad and keyboard without script.
export function SummaryContent({
  data,
  items,
  basePath,
  itemUrlFormat,
  locale,
  timeZone,
  locked = false,
}: SummaryContentProps) {
  const words = selectWords(COLLECTION_WORDS, locale);
  return (
    <div
      className={`summary summary--${data.design}`}
      data-variant-id={SUMMARY_VARIANT_IDS[data.design]}
      data-design={data.design}
    >
      {data.heading ? <h2 className="summary-heading">{data.heading}</h2> : null}
      {locked ? (
        <p className="summary-empty" data-member-gate="locked">
          {DIALOG_MESSAGES.pageLockLabel}
        </p>
      ) : items.length === 0 ? (
        <p className="summary-empty">{words.nothingYet}</p>
      ) : null}
      <ul className="plain-list summary-items" tabIndex={data.design === 'carousel' ? 0 : undefined}>
        {items.map((item) => {
          const href = buildItemHref(basePath, { itemUrlFormat }, item, timeZone);
          return (
            <li key={item.id} className="summary-item">
              {data.showImage && item.image ? (
                <a className="summary-thumbnail" href={href} tabIndex={-1} aria-hidden="true">
                  <img
                    src={sizedImageUrl(item.image, 750)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={600}
                    height={400}
                  />
                </a>
              ) : null}
              <div className="summary-text">
                {data.showTitle ? (
                  <h3 className="summary-title">
                    <a href={href}>{item.title}</a>
                  </h3>
                ) : null}
                {data.showDate && item.publishedOn ? (
                  <time className="summary-date" dateTime={item.publishedOn}>
                    {formatPostDate(item.publishedOn, locale, timeZone)}
                  </time>
                ) : null}
                {data.showExcerpt && item.excerpt ? <p className="summary-excerpt">{item.excerpt}</p> : null}
                {/* "Read more" alone tells a screen reader's link list or a search engine nothing: the title
                    completes it, out of sight. */}
                {!data.showTitle ? (
                  <a href={href}>
                    {words.readMore}
                    <span className="visually-hidden">{fillWords(words.readMoreAbout, { title: item.title })}</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
