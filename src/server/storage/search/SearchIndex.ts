import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Statement } from 'better-sqlite3';
import type { Database } from '../Database';
import { sqliteHandleOf } from '../createDatabase';
import { dialectOf } from '../dialect/dialectOf';
import type { SearchDocument } from '../../search/collectSearchDocuments';
import type { SearchResultKind } from '../../../shared/search/SearchResults';
import { SEARCH_LIMITS } from '../../../shared/search/searchLimits';

interface SearchHit extends SearchDocument {
  docNo: number;
}

interface SearchPage {
  total: number;
  hits: SearchHit[];
}

const STATE_NAME = 'site';
const INSERT_CHUNK = 500;
/** Queries whose ranking is kept (SQLite): their pages and repeats cost one primary-key read. */
const RANKED_CACHE_SIZE = 256;
// Counted up to the last page a visitor may open: past that the exact figure costs a scan and shows nothing.
const RANK_CAP = SEARCH_LIMITS.MAX_PAGE * SEARCH_LIMITS.PAGE_SIZE + 1;

// PostgreSQL's text-search configuration for the site's language: stems and stop words of that language,
// 'simple' (words as written) for one PostgreSQL has no dictionary of.
const PG_CONFIGS: Record<string, string> = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  it: 'italian',
  nl: 'dutch',
  pt: 'portuguese',
  sv: 'swedish',
  da: 'danish',
  nb: 'norwegian',
  fi: 'finnish',
  ru: 'russian',
};

export function textSearchConfig(locale: string): string {
  return PG_CONFIGS[locale.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'simple';
}

type Row = Database['search_documents'];
const toHit = (row: Row): SearchHit => ({
  docNo: Number(row.doc_no),
  kind: row.kind as SearchResultKind,
  url: row.url,
  title: row.title,
  body: row.body,
  productId: row.product_id,
  image: row.image,
});

// The site-search index (docs/search-and-reviews.md): SQLite FTS5 (BM25, titles weighted ten times the
// text) or PostgreSQL full-text search (a weighted tsvector under a GIN index, websearch_to_tsquery,
// ts_rank_cd). Rebuilt in one transaction whenever the site's documents differ from those it was built from.
export class SearchIndex {
  private readonly dialect;
  private statements: { ranked: Statement<[string, number], number>; rows: Statement<[string], Row> } | null = null;
  // SQLite: the ranked document numbers of recent queries (at most RANK_CAP each), least recently used
  // first. The index changes only in sync(), which empties it.
  private readonly ranked = new Map<string, number[]>();
  private syncing = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config = 'english',
  ) {
    this.dialect = dialectOf(db);
  }

  /** Rebuilds the index when the documents changed since the last build; true when it rebuilt. */
  async sync(documents: readonly SearchDocument[], now = Date.now(), contentVersion = 0): Promise<boolean> {
    this.syncing += 1;
    try {
      const rebuilt = await this.syncIndex(documents, now, contentVersion);
      // Cleared even when this call did not rebuild: another process may have (sync is called when the
      // content changed), and the cached rankings would be of its old documents.
      this.ranked.clear();
      return rebuilt;
    } finally {
      this.syncing -= 1;
    }
  }

  // contentVersion: the owner content state's version the documents were made from. An index built from a
  // newer one is kept: this process read its content before another process changed it and rebuilt.
  private async syncIndex(documents: readonly SearchDocument[], now: number, contentVersion: number): Promise<boolean> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([this.config, documents]))
      .digest('hex');
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('search_index_state')
        .values({ name: STATE_NAME, fingerprint: '', built_at: 0, content_version: 0 })
        .onConflict((c) => c.column('name').doNothing())
        .execute();
      // FOR UPDATE: two servers starting at once on PostgreSQL build one after the other, the second finds
      // the index current. SQLite runs one writing transaction at a time anyway.
      let state = trx
        .selectFrom('search_index_state')
        .select(['fingerprint', 'content_version'])
        .where('name', '=', STATE_NAME);
      if (this.dialect === 'postgres') state = state.forUpdate();
      const current = await state.executeTakeFirst();
      if (current?.fingerprint === fingerprint) return false;
      if (current && Number(current.content_version) > contentVersion) return false;
      await this.rebuild(trx, documents);
      await trx
        .updateTable('search_index_state')
        .set({ fingerprint, built_at: now, content_version: contentVersion })
        .where('name', '=', STATE_NAME)
        .execute();
      return true;
    });
  }

  private async rebuild(trx: Kysely<Database>, documents: readonly SearchDocument[]): Promise<void> {
    if (this.dialect === 'sqlite') await sql`DELETE FROM search_fts`.execute(trx);
    await trx.deleteFrom('search_documents').execute();
    for (let start = 0; start < documents.length; start += INSERT_CHUNK) {
      const rows = documents.slice(start, start + INSERT_CHUNK).map((d, i) => ({
        doc_no: start + i + 1,
        kind: d.kind,
        url: d.url,
        title: d.title,
        body: d.body,
        product_id: d.productId,
        image: d.image,
      }));
      await trx.insertInto('search_documents').values(rows).execute();
    }
    if (this.dialect === 'sqlite') {
      await sql`INSERT INTO search_fts (rowid, title, body) SELECT doc_no, title, body FROM search_documents`.execute(
        trx,
      );
    } else {
      const config = sql.lit(this.config);
      await sql`UPDATE search_documents SET tsv =
        setweight(to_tsvector(${config}::regconfig, title), 'A') || setweight(to_tsvector(${config}::regconfig, body), 'B')`.execute(
        trx,
      );
    }
  }

  /** One page of the documents matching the query, best first. `words` are the query's (splitSearchWords). */
  async search(text: string, words: readonly string[], offset: number, limit: number): Promise<SearchPage> {
    if (words.length === 0) return { total: 0, hits: [] };
    return this.dialect === 'sqlite'
      ? this.searchSqlite(words, offset, limit)
      : this.searchPostgres(text, words, offset, limit);
  }

  // Each word as a quoted prefix ("mug"* finds mugs while typing), all of them required. The words hold only
  // letters and digits (splitSearchWords), so a query cannot carry FTS5 syntax.
  private async searchSqlite(words: readonly string[], offset: number, limit: number): Promise<SearchPage> {
    const match = words.map((w) => `"${w}"*`).join(' ');
    const statements = this.syncing === 0 ? this.prepareSqlite() : null;
    return statements ? this.searchPrepared(statements, match, offset, limit) : this.searchKysely(match, offset, limit);
  }

  // The statements of the hot path, prepared once on the server's own connection (docs/search-and-reviews.md,
  // "Speed"). While sync() rebuilds, searches go through Kysely instead, whose connection lock makes them
  // wait for the rebuild's transaction rather than read it half done.
  private prepareSqlite() {
    if (this.statements) return this.statements;
    const handle = sqliteHandleOf(this.db);
    if (!handle) return null;
    this.statements = {
      ranked: handle
        .prepare<[string, number], number>(
          `SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts, 10.0, 1.0), rowid LIMIT ?`,
        )
        .pluck(),
      rows: handle.prepare<[string], Row>(
        'SELECT * FROM search_documents WHERE doc_no IN (SELECT value FROM json_each(?))',
      ),
    };
    return this.statements;
  }

  // One ranking per query, kept: the document numbers best first, up to RANK_CAP (so their count is the
  // total the separate count gave), scored once by BM25 whatever page is asked; then the page's rows.
  private searchPrepared(
    statements: NonNullable<SearchIndex['statements']>,
    match: string,
    offset: number,
    limit: number,
  ): SearchPage {
    let ranked = this.ranked.get(match);
    if (ranked) this.ranked.delete(match);
    else ranked = statements.ranked.all(match, RANK_CAP);
    this.ranked.set(match, ranked);
    if (this.ranked.size > RANKED_CACHE_SIZE) this.ranked.delete(this.ranked.keys().next().value!);
    const page = ranked.slice(offset, offset + limit);
    if (page.length === 0) return { total: ranked.length, hits: [] };
    const rows = new Map(statements.rows.all(JSON.stringify(page)).map((row) => [Number(row.doc_no), row]));
    return {
      total: ranked.length,
      hits: page.flatMap((docNo) => {
        const row = rows.get(docNo);
        return row ? [toHit(row)] : [];
      }),
    };
  }

  private async searchKysely(match: string, offset: number, limit: number): Promise<SearchPage> {
    const cap = RANK_CAP;
    const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM
      (SELECT 1 FROM search_fts WHERE search_fts MATCH ${match} LIMIT ${cap})`.execute(this.db);
    const total = Number(counted.rows[0]?.n ?? 0);
    if (total === 0 || offset >= total) return { total, hits: [] };
    // Ranked on the index alone, then joined: the documents' rows are read for one page, not every match.
    const found = await sql<Row>`SELECT d.* FROM
      (SELECT rowid, bm25(search_fts, 10.0, 1.0) AS score FROM search_fts WHERE search_fts MATCH ${match}
        ORDER BY score, rowid LIMIT ${limit} OFFSET ${offset}) AS ranked
      JOIN search_documents d ON d.doc_no = ranked.rowid ORDER BY ranked.score, ranked.rowid`.execute(this.db);
    return { total, hits: found.rows.map(toHit) };
  }

  // websearch_to_tsquery takes the visitor's text as a search box does ("quoted phrase", or, -word) and never
  // fails on syntax. Plain words (what typing sends) are prefixes instead, as on SQLite: `w1:* & w2:*`, from
  // words of letters and digits only (splitSearchWords), so the built query has no syntax of the visitor's.
  private async searchPostgres(
    text: string,
    words: readonly string[],
    offset: number,
    limit: number,
  ): Promise<SearchPage> {
    const config = sql.lit(this.config);
    const query = /["-]|\bor\b/i.test(text)
      ? sql`websearch_to_tsquery(${config}::regconfig, ${text})`
      : sql`to_tsquery(${config}::regconfig, ${words.map((w) => `${w}:*`).join(' & ')})`;
    const found = await sql<Row & { total: string }>`
      SELECT d.doc_no, d.kind, d.url, d.title, d.body, d.product_id, d.image, count(*) OVER () AS total
      FROM search_documents d, ${query} AS q
      WHERE d.tsv @@ q
      ORDER BY ts_rank_cd(d.tsv, q, 1) DESC, d.doc_no
      LIMIT ${limit} OFFSET ${offset}`.execute(this.db);
    if (found.rows.length > 0) return { total: Number(found.rows[0]!.total), hits: found.rows.map(toHit) };
    if (offset === 0) return { total: 0, hits: [] };
    const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM search_documents d
      WHERE d.tsv @@ ${query}`.execute(this.db);
    return { total: Number(counted.rows[0]?.n ?? 0), hits: [] };
  }
}
