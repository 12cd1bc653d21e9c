import type { ContentReply } from '../../../shared/api/config/ContentApi';
import { useJson } from '../useJson';

// The site's collections and their items, each with its workflow label (visitor-runtime §4), so an owner
// sees at a glance what visitors can open (Available) and what they cannot yet (Scheduled, Hidden).
export function ContentView() {
  const content = useJson<ContentReply>('/api/config/content');
  return (
    <section className="config-section" aria-labelledby="content-title">
      <h1 id="content-title">Content</h1>
      {content.status === 'loading' ? <p className="config-status">Loading content…</p> : null}
      {content.status === 'failed' ? (
        <p className="config-error" role="alert">
          {content.message}
        </p>
      ) : null}
      {content.status === 'ready'
        ? content.data.collections.map((collection) => (
            <section key={collection.id} className="content-collection" aria-label={collection.title}>
              <h2>
                {collection.title} <span className="content-type">({collection.type})</span>
              </h2>
              {collection.items.length === 0 ? <p className="config-status">No item yet.</p> : null}
              <ul className="content-items">
                {collection.items.map((item) => (
                  <li key={item.id} className="content-item" data-item-id={item.id}>
                    <span className="content-title">
                      {item.url ? (
                        <a href={`/config/?frameUrl=${encodeURIComponent(item.url)}`}>{item.title}</a>
                      ) : (
                        item.title
                      )}
                    </span>{' '}
                    <span className="workflow-label" data-label={item.label}>
                      {item.label}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </section>
  );
}
