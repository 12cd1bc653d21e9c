import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/Database';
import type { SiteData } from '../../shared/siteData/SiteData';
import { ProductType } from '../../shared/constants/productTypes';
import { DOWNLOAD_LIMITS, DOWNLOAD_PATH, DOWNLOAD_QUERY } from '../../shared/commerce/downloadLimits';
import { DownloadRepository, type DownloadRow } from '../storage/commerce/DownloadRepository';
import { readSigningKey } from '../storage/reviews/SigningKeys';
import { signToken, verifyToken } from '../http/signedToken';

/** A download link as the order's pages show it. */
export interface DownloadLink {
  title: string;
  path: string;
  expiresAt: number;
  usesLeft: number;
  used: number;
  allowed: number;
}

/** What a download link opens: the file to send, or why not (each with the status its page answers). */
export type DownloadOpening =
  | { kind: 'file'; fileName: string }
  | { kind: 'missing'; status: 404 }
  | { kind: 'invalid'; status: 403 }
  | { kind: 'expired'; status: 410 }
  | { kind: 'usedUp'; status: 410 };

export function downloadLinkPath(token: string): string {
  return `${DOWNLOAD_PATH}?${DOWNLOAD_QUERY}=${encodeURIComponent(token)}`;
}

// Digital products' downloads (docs/commerce.md): each digital order line whose product names a file
// (structuredContent.downloadFile) gets a link signed with the server's key, expiring and limited in uses.
// Time is passed in.
export class OrderDownloads {
  readonly repository: DownloadRepository;

  private constructor(
    private readonly site: SiteData,
    /** The site folder's downloads/ folder, where digital products' files live. */
    readonly root: string,
    db: Kysely<Database>,
    private readonly secret: string,
    private readonly now: () => number,
  ) {
    this.repository = new DownloadRepository(db);
  }

  static async open(
    site: SiteData,
    root: string,
    db: Kysely<Database>,
    now: () => number = Date.now,
  ): Promise<OrderDownloads> {
    return new OrderDownloads(site, root, db, await readSigningKey(db, 'order-downloads', now()), now);
  }

  /**
   * The order's download links, one per digital line with a file; made the first time they are asked for. `db`:
   * the order's transaction, when the links are made with the order (for its confirmation email).
   */
  async linksFor(
    orderId: string,
    lines: readonly { line_no: number; product_id: string; product_type: number; title: string }[],
    db?: Kysely<Database>,
  ): Promise<DownloadLink[]> {
    const now = this.now();
    const digital = lines.flatMap((line) => {
      const file = this.site.products.find((p) => p.id === line.product_id)?.structuredContent.downloadFile;
      return Number(line.product_type) === ProductType.DIGITAL && file
        ? [{ line_no: Number(line.line_no), product_id: line.product_id, title: line.title, file_name: file }]
        : [];
    });
    if (digital.length === 0) return [];
    const rows = await (db ? new DownloadRepository(db) : this.repository).ensure(
      orderId,
      digital,
      { maxUses: DOWNLOAD_LIMITS.MAX_USES, expiresAt: now + DOWNLOAD_LIMITS.TTL_MS },
      now,
    );
    return rows.map((row) => this.toLink(row));
  }

  /** The files the site data names that are not in downloads/: their links would answer "File not available". */
  async listMissingFiles(): Promise<string[]> {
    const named = this.site.products.flatMap((p) => p.structuredContent.downloadFile ?? []);
    const found = await Promise.all(
      named.map(async (name) => (await stat(path.join(this.root, name)).catch(() => null))?.isFile() ?? false),
    );
    return named.filter((_, index) => !found[index]);
  }

  private toLink(row: DownloadRow): DownloadLink {
    return {
      title: row.title,
      path: downloadLinkPath(signToken(row.id, this.secret)),
      expiresAt: row.expires_at,
      usesLeft: Math.max(0, row.max_uses - row.uses),
      used: row.uses,
      allowed: row.max_uses,
    };
  }

  /** Opens a link: counts a use and names the file, or says why it is refused (nothing is counted then). */
  async open(token: unknown): Promise<DownloadOpening> {
    const id = typeof token === 'string' ? verifyToken(token, this.secret) : null;
    const row = id ? await this.repository.find(id) : undefined;
    if (!row) return { kind: 'invalid', status: 403 };
    // A file the owner removed costs the buyer no use.
    const file = await stat(path.join(this.root, row.file_name)).catch(() => null);
    if (!file?.isFile()) return { kind: 'missing', status: 404 };
    const now = this.now();
    if (await this.repository.takeUse(row.id, now)) return { kind: 'file', fileName: row.file_name };
    // Not counted: which rule refused it is read again, as another fetch may have taken the last use.
    const latest = (await this.repository.find(row.id)) ?? row;
    return latest.expires_at <= now ? { kind: 'expired', status: 410 } : { kind: 'usedUp', status: 410 };
  }
}
