import { openDialog, type DialogResponse } from '../dialogs/openDialog';
import {
  OWNER_MODAL_TEXT as TEXT,
  buildCampaignDraftUrl,
  buildShareLinks,
} from '../../shared/owner/content/ownerModalText';

interface PublishedPost {
  title: string;
  url: string;
  collectionId: string;
  itemId: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

async function copyText(doc: Document, input: HTMLInputElement, text: string): Promise<boolean> {
  try {
    await doc.defaultView!.navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an insecure origin, a denied prompt): leave the link selected for a manual copy.
    input.select();
    return false;
  }
}

/**
 * Spec visitor-runtime §2: the blog-published modal. The post's link with a copy button, the share links of
 * the social networks (with the post's absolute URL) and a link that starts an email campaign draft from it.
 */
export function showBlogPublishedModal(post: PublishedPost, doc: Document = document): Promise<DialogResponse> {
  const inputId = `owner-post-link-${post.itemId}`;
  const input = element(doc, 'input', { id: inputId, type: 'url', readOnly: true, value: post.url });
  input.className = 'owner-modal__link';
  const status = element(doc, 'span', { className: 'owner-modal__status' });
  status.setAttribute('role', 'status');
  const copy = element(doc, 'button', { type: 'button', className: 'site-dialog__button' }, TEXT.copyLink);
  copy.addEventListener('click', () => {
    void copyText(doc, input, post.url).then((copied) => {
      status.textContent = copied ? TEXT.copied : TEXT.copyFailed;
    });
  });
  const shares = element(doc, 'ul', { className: 'owner-modal__shares' });
  for (const link of buildShareLinks(post)) {
    const anchor = element(doc, 'a', { href: link.href, target: '_blank', rel: 'noopener noreferrer' }, link.name);
    anchor.dataset.network = link.id;
    shares.append(element(doc, 'li', {}, anchor));
  }
  const campaign = element(
    doc,
    'a',
    { href: buildCampaignDraftUrl(post), className: 'owner-modal__campaign' },
    TEXT.createCampaignDraft,
  );
  const content = element(
    doc,
    'div',
    { className: 'owner-modal' },
    element(doc, 'label', { htmlFor: inputId }, TEXT.postLinkLabel),
    element(doc, 'div', { className: 'owner-modal__copy' }, input, copy),
    status,
    element(doc, 'h3', { className: 'owner-modal__heading' }, TEXT.shareHeading),
    shares,
    campaign,
  );
  return openDialog({
    kind: 'alert',
    title: TEXT.blogPublishedTitle,
    message: TEXT.blogPublishedMessage(post.title),
    content,
    confirmText: TEXT.done,
    doc,
  });
}

/** Spec visitor-runtime §2: the clone-demo-collection prompt. Answers whether the owner chose to clone. */
export async function promptCloneDemoCollection(title: string, doc: Document = document): Promise<boolean> {
  const answer = await openDialog({
    kind: 'confirmation',
    title: TEXT.cloneTitle,
    message: TEXT.cloneMessage(title),
    confirmText: TEXT.cloneConfirm,
    cancelText: TEXT.cloneCancel,
    doc,
  });
  return answer === 'confirm';
}

/** An alert naming what the server refused: the action-not-allowed modal, or any other failure. */
export function showRefusal(title: string, message: string, doc: Document = document): Promise<DialogResponse> {
  return openDialog({ kind: 'alert', title, message, doc });
}
