import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import {
  EMAIL_CAMPAIGN_LIMITS,
  EMAIL_CAMPAIGN_STATUS,
  type EmailCampaignView,
} from '../../../shared/owner/emailCampaigns/emailCampaigns';

type Row = Database['email_campaigns'];

function toView(row: Row): EmailCampaignView {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    postUrl: row.post_url,
    collectionId: row.collection_id,
    itemId: row.item_id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

// Email campaign drafts made from published posts (docs/owners.md, "Email campaign drafts").
export function createEmailCampaignRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async createDraft(
      draft: { title: string; postUrl: string; collectionId: string; itemId: string },
      accountId: string,
    ): Promise<EmailCampaignView> {
      const row: Row = {
        id: randomBytes(12).toString('hex'),
        status: EMAIL_CAMPAIGN_STATUS.DRAFT,
        title: draft.title,
        post_url: draft.postUrl,
        collection_id: draft.collectionId,
        item_id: draft.itemId,
        created_at: now(),
        created_by: accountId,
      };
      await db.insertInto('email_campaigns').values(row).execute();
      return toView(row);
    },

    /** The newest drafts first. */
    async list(limit: number = EMAIL_CAMPAIGN_LIMITS.LIST_SIZE): Promise<EmailCampaignView[]> {
      const rows = await db
        .selectFrom('email_campaigns')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toView);
    },
  };
}

export type EmailCampaignRepository = ReturnType<typeof createEmailCampaignRepository>;
