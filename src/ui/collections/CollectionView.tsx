import type { Collection, CollectionItem } from '../../shared/siteData/Collection';

// The list of a collection page: posts of a blog, products of a store.
export function CollectionView({ collection, basePath }: { collection: Collection; basePath: string }) {
  const items = collection.items.filter((item) => item.visibility === 1);
  return (
    <section className={`collection collection-${collection.type}`} aria-label={collection.title}>
      <ul className="collection-items">
        {items.map((item) => (
          <li key={item.id} className="collection-item">
            {item.image ? <img src={item.image} alt="" width={400} height={300} loading="lazy" /> : null}
            <a href={`${basePath === '/' ? '' : basePath}/${item.urlId}`}>{item.title}</a>
            {item.excerpt ? <p>{item.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CollectionItemView({ item }: { item: CollectionItem }) {
  return (
    <article className="collection-item-page">
      <h1>{item.title}</h1>
      {item.publishedOn ? <time dateTime={item.publishedOn}>{item.publishedOn.slice(0, 10)}</time> : null}
      {item.image ? <img src={item.image} alt="" width={800} height={450} /> : null}
      {item.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
