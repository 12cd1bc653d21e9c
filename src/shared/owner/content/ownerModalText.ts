// Text and links of the owner modals (visitor-runtime §2). The spec names the modals and their actions; the
// words and the share and campaign addresses are ours (docs/owners.md, "Owner modals").

export const OWNER_MODAL_TEXT = {
  blogPublishedTitle: 'Your post is published',
  blogPublishedMessage: (title: string) => `“${title}” is live. Share it with your readers.`,
  postLinkLabel: 'Post link',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy failed: select the link and copy it',
  shareHeading: 'Share to social',
  createCampaignDraft: 'Create a draft in Email Campaigns',
  done: 'Done',
  cloneTitle: 'Clone this demo collection?',
  cloneMessage: (title: string) =>
    `“${title}” is demo content from your template. Clone it to make it your own: your copy replaces the demo here and keeps its posts.`,
  cloneConfirm: 'Clone',
  cloneCancel: 'Not now',
  clonedTitle: 'Collection cloned',
  clonedMessage: (title: string) => `“${title}” is now yours to edit.`,
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteMessage: 'The collection and its page are removed from your site.',
  deleteConfirm: 'Delete',
  failedTitle: 'That did not work',
  panelLabel: (title: string) => `Manage ${title}`,
  publish: 'Publish',
  deleteCollection: 'Delete collection',
} as const;

/** The networks a published post is offered to, with their documented share addresses. */
const SHARE_NETWORKS = [
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/sharer/sharer.php', params: { u: 'url' } },
  { id: 'x', name: 'X', url: 'https://twitter.com/intent/tweet', params: { url: 'url', text: 'title' } },
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/sharing/share-offsite/', params: { url: 'url' } },
  {
    id: 'pinterest',
    name: 'Pinterest',
    url: 'https://pinterest.com/pin/create/button/',
    params: { url: 'url', description: 'title' },
  },
] as const satisfies readonly { id: string; name: string; url: string; params: Record<string, 'url' | 'title'> }[];

interface ShareLink {
  id: string;
  name: string;
  href: string;
}

/** The share links of a post: each network's share address with the post's absolute URL (and title where taken). */
export function buildShareLinks(post: { url: string; title: string }): ShareLink[] {
  return SHARE_NETWORKS.map((network) => {
    const query = new URLSearchParams();
    for (const [name, field] of Object.entries(network.params)) query.set(name, post[field]);
    return { id: network.id, name: network.name, href: `${network.url}?${query.toString()}` };
  });
}

/** Where "create a draft in email campaigns" leads: the campaigns area of the configuration, given the post. */
export const EMAIL_CAMPAIGNS_DRAFT_PATH = '/config/email-campaigns/new';

export function buildCampaignDraftUrl(post: {
  url: string;
  title: string;
  collectionId: string;
  itemId: string;
}): string {
  const query = new URLSearchParams({
    source: 'blog-post',
    collectionId: post.collectionId,
    itemId: post.itemId,
    url: post.url,
    title: post.title,
  });
  return `${EMAIL_CAMPAIGNS_DRAFT_PATH}?${query.toString()}`;
}
