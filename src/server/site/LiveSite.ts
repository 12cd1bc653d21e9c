import type { SiteData } from '../../shared/siteData/SiteData';
import { applyContentState, type ContentState } from '../../shared/siteData/applyContentState';

/** The site as every reader must see it: the site data file with the owners' stored content changes applied. */
export interface LiveSiteSnapshot {
  site: SiteData;
  /** The content state's version this site was made from (0: no change stored yet). */
  version: number;
}

export interface LiveSite {
  /** The site data file as loaded at start-up. */
  readonly file: SiteData;
  /** The current site: one small version read; the stored state is read again only when the version moved. */
  current(): Promise<LiveSiteSnapshot>;
}

export interface ContentStateSource {
  version(): Promise<number>;
  read(): Promise<ContentState>;
}

// One source of truth for the site's content (docs/owners.md, "One site for every reader"). Owner content
// changes are stored in the database and raise its content version, so a change made through one server
// process is seen by every other one at its next request: each request reads the version (one indexed row)
// and only a new version costs the two reads of the state and applyContentState. The version is read before
// the state, so a snapshot is never labelled newer than what it holds; at worst it is rebuilt once more.
export function createLiveSite(file: SiteData, content: ContentStateSource): LiveSite {
  // -1: nothing read yet (a database from before the version row may hold changes at version 0).
  let snapshot: LiveSiteSnapshot = { site: file, version: -1 };
  let loading: { version: number; promise: Promise<LiveSiteSnapshot> } | null = null;

  async function load(version: number): Promise<LiveSiteSnapshot> {
    const state = await content.read();
    const next = { site: applyContentState(file, state), version };
    if (version >= snapshot.version) snapshot = next;
    return next;
  }

  return {
    file,
    async current() {
      const version = await content.version();
      if (version === snapshot.version) return snapshot;
      // Requests arriving together while the state loads share one read of it.
      if (loading?.version !== version) {
        const promise = load(version).finally(() => {
          if (loading?.promise === promise) loading = null;
        });
        loading = { version, promise };
      }
      return loading.promise;
    },
  };
}
