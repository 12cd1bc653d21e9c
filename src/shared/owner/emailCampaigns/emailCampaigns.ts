import { z } from 'zod';
import { WebsiteRole } from '../../constants/roles';
import { EMAIL_CAMPAIGNS_DRAFT_PATH } from '../content/ownerModalText';

// Email campaign drafts (docs/owners.md, "Email campaign drafts"): the blog-published modal's "Create a draft
// in Email Campaigns" link opens the new-draft page for the post; the draft stores the post's title, its
// absolute URL and when it was made. Owners who edit the site (ADMIN, EDITOR) and campaign editors only.
export const EMAIL_CAMPAIGN_ROLES = [WebsiteRole.ADMIN, WebsiteRole.EDITOR, WebsiteRole.CAMPAIGNS_EDITOR] as const;

export const EMAIL_CAMPAIGN_PATHS = {
  /** The drafts, newest first. */
  list: '/config/email-campaigns',
  /** The new-draft page for a post (?collectionId=…&itemId=…, as the modal's link gives). */
  new: EMAIL_CAMPAIGNS_DRAFT_PATH,
  /** GET: the drafts as JSON; POST: create a draft (a form post from the new-draft page, or JSON). */
  api: '/api/config/email-campaigns',
} as const;

export const EMAIL_CAMPAIGN_LIMITS = {
  TITLE_MAX_LENGTH: 200,
  /** The drafts the list shows. */
  LIST_SIZE: 100,
} as const;

export const EMAIL_CAMPAIGN_STATUS = { DRAFT: 'draft' } as const;

export const EMAIL_CAMPAIGN_MESSAGES = {
  postNotFound: 'Post not found',
  postNotPublished: 'Publish the post before making a campaign of it',
  created: 'Draft created',
} as const;

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected 1 to 100 letters, digits, dashes or underscores');

/** The new-draft page's query: the post's collection and item (the link's url and title are not trusted). */
export const NewCampaignDraftQuery = z.object({ collectionId: Id, itemId: Id });

/** POST api: the post, and the campaign's title (the post's title when left out). */
export const CreateCampaignDraftRequest = z.object({
  collectionId: Id,
  itemId: Id,
  title: z
    .string()
    .trim()
    .min(1, 'expected a title')
    .max(
      EMAIL_CAMPAIGN_LIMITS.TITLE_MAX_LENGTH,
      `expected at most ${EMAIL_CAMPAIGN_LIMITS.TITLE_MAX_LENGTH} characters`,
    )
    .optional(),
  /** The crumb of a form post (the JSON client sends it as a header). */
  crumb: z.string().optional(),
});

export interface EmailCampaignView {
  id: string;
  status: string;
  title: string;
  /** The post's absolute URL (PUBLIC_URL's origin when set). */
  postUrl: string;
  collectionId: string | null;
  itemId: string | null;
  /** ISO time the draft was created. */
  createdAt: string;
}
