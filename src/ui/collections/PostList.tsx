import type { Collection, CollectionItem } from '../../shared/siteData/Collection';
import { formatPostDate } from './formatPostDate';
import { buildItemHref } from '../../shared/links/buildItemPath';
import { sizedImageUrl } from '../../shared/images/sizedImageUrl';
import { COLLECTION_WORDS } from '../../shared/words/collectionWords';
import { selectWords } from '../../shared/words/selectWords';
import { fillWords } from '../../shared/words/fillWords';

interface PostListProps {
  items: readonly CollectionItem[];
  basePath: string;
  locale: string;
  timeZone: string;
  collection: Collection;
  /** Show each post's comment count (filled in by the comments-count script). */
  commentCounts?: boolean;
}

// The blog's list page: newest first, each post with its date, author and excerpt.
export function PostList({ items, basePath, locale, timeZone, collection, commentCounts = false }: PostListProps) {
  const posts = [...items].sort((a, b) => (b.publishedOn ?? '').localeCompare(a.publishedOn ?? ''));
  const words = selectWords(COLLECTION_WORDS, locale);
  return (
    <section className="collection collection-blog" aria-label={collection.title}>
      <ol className="plain-list post-list">
        {posts.map((post) => {
          const href = buildItemHref(basePath, collection, post, timeZone);
          return (
            <li key={post.id} className="post-summary">
              {post.image ? (
                <img
                  src={sizedImageUrl(post.image, 750)}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="post-summary-text">
                <h2 className="post-summary-title">
                  <a href={href}>{post.title}</a>
                </h2>
                <p className="post-meta">
                  {post.publishedOn ? (
                    <time dateTime={post.publishedOn} data-relative-time="">
                      {formatPostDate(post.publishedOn, locale, timeZone)}
                    </time>
                  ) : null}
                  {post.author ? <span> · {post.author}</span> : null}
                  {commentCounts ? (
                    <>
                      {' · '}
                      <a className="post-comment-count" href={`${href}#disqus_thread`} data-disqus-identifier={post.id}>
                        {words.comments}
                      </a>
                    </>
                  ) : null}
                </p>
                {post.excerpt ? <p className="post-excerpt">{post.excerpt}</p> : null}
                {/* Descriptive as text, not only as aria-label: search engines read the link's text. */}
                <a className="post-read-more" href={href}>
                  {words.readMore}
                  <span className="visually-hidden">{fillWords(words.readMoreAbout, { title: post.title })}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
