import type { CollectionItem } from '../../shared/siteData/Collection';
import type { SiteData } from '../../shared/siteData/SiteData';
import type { Page } from '../../shared/siteData/Page';
import { formatPostDate } from './formatPostDate';
import { sizedImageUrl } from '../../shared/images/sizedImageUrl';
import { SITE_WORDS } from '../../shared/words/siteWords';
import { selectWords } from '../../shared/words/selectWords';

// A blog post page: title, date and author, picture, then its paragraphs.
export function PostView({ item, site, page }: { item: CollectionItem; site?: SiteData; page?: Page }) {
  const locale = site?.website.locale ?? 'en-US';
  const timeZone = site?.website.timeZone ?? 'UTC';
  const words = selectWords(SITE_WORDS, locale);
  return (
    <article className="collection-item-page post">
      {page ? (
        <nav className="item-back" aria-label={words.breadcrumb}>
          <a href={page.path}>← {page.title}</a>
        </nav>
      ) : null}
      <h1>{item.title}</h1>
      <p className="post-meta">
        {item.publishedOn ? (
          <time dateTime={item.publishedOn} data-relative-time="">
            {formatPostDate(item.publishedOn, locale, timeZone)}
          </time>
        ) : null}
        {item.author ? <span> · {item.author}</span> : null}
      </p>
      {item.image ? (
        <img
          className="post-image"
          src={sizedImageUrl(item.image, 1500)}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
        />
      ) : null}
      <div className="post-body">
        {item.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {item.tags.length > 0 ? (
        <ul className="post-tags" aria-label={words.tags}>
          {item.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
