import type { TextSegment } from '../../../shared/search/highlightTerms';
import type { SearchResults } from '../../../shared/search/SearchResults';
import { ProductPriceView } from '../product/ProductPriceView';
import type { SearchWords } from '../../../shared/words/searchWords';
import { fillWords } from '../../../shared/words/fillWords';

// Matching words in <mark>; React escapes every segment's text.
function Highlighted({ segments }: { segments: TextSegment[] }) {
  return <>{segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))}</>;
}

const pageHref = (query: string, page: number) =>
  `/search?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

export function SearchResultList({ results, words }: { results: SearchResults; words: SearchWords }) {
  const { query, page, pageCount } = results;
  return (
    <>
      <ol className="plain-list search-results" start={(page - 1) * 10 + 1}>
        {results.results.map((result) => (
          <li key={result.url} className="search-result" data-kind={result.kind}>
            {result.image ? (
              <img src={result.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
            ) : null}
            <div className="search-result-text">
              <span className="search-result-kind">{words[result.kind]}</span>
              <a className="search-result-title" href={result.url}>
                <Highlighted segments={result.title} />
              </a>
              {result.price ? <ProductPriceView line={result.price} /> : null}
              <p className="search-result-excerpt">
                <Highlighted segments={result.excerpt} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {pageCount > 1 ? (
        <nav className="search-paging" aria-label={words.resultPages}>
          {page > 1 ? (
            <a rel="prev" href={pageHref(query, page - 1)}>
              {words.previous}
            </a>
          ) : null}
          <span className="search-paging-at">{fillWords(words.pageOf, { page, count: pageCount })}</span>
          {page < pageCount ? (
            <a rel="next" href={pageHref(query, page + 1)}>
              {words.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
