import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  EMAIL_CAMPAIGN_LIMITS,
  EMAIL_CAMPAIGN_MESSAGES,
  EMAIL_CAMPAIGN_PATHS,
  type EmailCampaignView,
} from '../../../shared/owner/emailCampaigns/emailCampaigns';
import { ConfigDocument } from '../config/ConfigDocument';
import type { ConfigAssets } from '../config/readConfigAssets';

export interface CampaignPost {
  collectionId: string;
  itemId: string;
  title: string;
  url: string;
}

function page(title: string, websiteTitle: string, assets: ConfigAssets | null, body: ReactNode): string {
  const html = renderToString(
    <ConfigDocument title={`${title} — ${websiteTitle}`} assets={assets} context={null}>
      <main className="config-main email-campaigns">
        <p>
          <a href={EMAIL_CAMPAIGN_PATHS.list}>Email campaigns</a> · <a href="/config/">Configuration</a>
        </p>
        <h1>{title}</h1>
        {body}
      </main>
    </ConfigDocument>,
  );
  return `<!doctype html>${html}`;
}

function FieldErrors({ fields }: { fields: Record<string, string> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <ul className="config-error" role="alert" data-testid="campaign-errors">
      {entries.map(([field, message]) => (
        <li key={field}>
          <code>{field}</code>: {message}
        </li>
      ))}
    </ul>
  );
}

/** The new-draft page: the post, the campaign's title, and the button that stores the draft. */
export function renderNewDraftPage(
  websiteTitle: string,
  assets: ConfigAssets | null,
  post: CampaignPost,
  crumb: string,
  fields: Record<string, string> = {},
  title = post.title,
): string {
  return page(
    'New email campaign draft',
    websiteTitle,
    assets,
    <form method="post" action={EMAIL_CAMPAIGN_PATHS.api} data-testid="campaign-draft-form">
      <FieldErrors fields={fields} />
      <p>
        From the post{' '}
        <a href={post.url} data-testid="campaign-post-link">
          {post.url}
        </a>
      </p>
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="collectionId" value={post.collectionId} />
      <input type="hidden" name="itemId" value={post.itemId} />
      <p>
        <label>
          Campaign title{' '}
          <input
            name="title"
            defaultValue={title}
            required
            maxLength={EMAIL_CAMPAIGN_LIMITS.TITLE_MAX_LENGTH}
            style={{ maxWidth: '100%' }}
          />
        </label>
      </p>
      <button type="submit">Create draft</button>
    </form>,
  );
}

/** The drafts, newest first; `createdId` is the one just made. */
export function renderCampaignListPage(
  websiteTitle: string,
  assets: ConfigAssets | null,
  campaigns: readonly EmailCampaignView[],
  createdId: string | null,
): string {
  return page(
    'Email campaigns',
    websiteTitle,
    assets,
    <>
      {createdId && campaigns.some((c) => c.id === createdId) ? (
        <p className="config-status" role="status">
          {EMAIL_CAMPAIGN_MESSAGES.created}
        </p>
      ) : null}
      {campaigns.length === 0 ? (
        <p>No drafts yet. Publish a post and choose “Create a draft in Email Campaigns”.</p>
      ) : (
        <div className="config-table-wrap">
          <table className="config-table" data-testid="campaign-list">
            <thead>
              <tr>
                <th>Title</th>
                <th>Post</th>
                <th>Status</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id} data-campaign-id={c.id}>
                  <td>{c.title}</td>
                  <td>
                    <a href={c.postUrl} style={{ overflowWrap: 'anywhere' }}>
                      {c.postUrl}
                    </a>
                  </td>
                  <td>{c.status}</td>
                  <td>
                    <time dateTime={c.createdAt}>{c.createdAt.replace('T', ' ').slice(0, 16)} UTC</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>,
  );
}

/** A refusal as a page: 400 (the fields at fault), 403, 404 or 409. */
export function renderCampaignProblemPage(
  websiteTitle: string,
  assets: ConfigAssets | null,
  message: string,
  fields: Record<string, string> = {},
): string {
  return page(
    message,
    websiteTitle,
    assets,
    <>
      <FieldErrors fields={fields} />
    </>,
  );
}
