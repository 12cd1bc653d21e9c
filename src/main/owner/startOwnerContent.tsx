import '../../ui/owner/ownerContent.css';
import type { PageContext } from '../../shared/pageContext/PageContext';
import {
  ACTION_NOT_ALLOWED,
  OWNER_CONTENT_PATHS,
  type OwnerCollectionView,
  type OwnerItemView,
  type PublishReply,
} from '../../shared/owner/content/ownerContent';
import { OWNER_MODAL_TEXT as TEXT } from '../../shared/owner/content/ownerModalText';
import { openDialog } from '../../ui/dialogs/openDialog';
import { OwnerContentPanel } from '../../ui/owner/OwnerContentPanel';
import { promptCloneDemoCollection, showBlogPublishedModal, showRefusal } from '../../ui/owner/ownerModals';
import { mountOwnerUi } from './mountOwnerUi';
import { sendWithCrumb, type CrumbReply } from './sendWithCrumb';

// "Not now" on the clone prompt holds for the browser session, per collection.
const CLONE_DECLINED_KEY = 'owner-clone-declined:';

function errorText(reply: CrumbReply): string {
  return typeof reply.data.error === 'string' ? reply.data.error : `HTTP ${reply.status}`;
}

/**
 * The owner-only chunk of the modals of visitor-runtime §2, loaded by the owner session for content writers on a
 * collection's pages: the content tools (publish → blog-published modal; delete → action-not-allowed for the
 * homepage demo collection) and the clone prompt when the collection is a demo collection.
 */
export async function startOwnerContent(pageContext: PageContext, win: Window = window): Promise<void> {
  const collectionId = pageContext.collectionId;
  if (!collectionId) return;
  const doc = win.document;
  const response = await fetch(OWNER_CONTENT_PATHS.collection(collectionId), { credentials: 'same-origin' });
  if (!response.ok) return;
  const collection = (await response.json()) as OwnerCollectionView;

  const publish = async (item: OwnerItemView): Promise<OwnerItemView | null> => {
    const reply = await sendWithCrumb('POST', OWNER_CONTENT_PATHS.publish(collection.id, item.id), {});
    if (!reply.ok) {
      await showRefusal(TEXT.failedTitle, errorText(reply), doc);
      return null;
    }
    const published = (reply.data as unknown as PublishReply).item;
    void showBlogPublishedModal(
      { title: published.title, url: published.url, collectionId: collection.id, itemId: published.id },
      doc,
    );
    return published;
  };

  const remove = async () => {
    const answer = await openDialog({
      kind: 'confirmation',
      title: TEXT.deleteTitle(collection.title),
      message: TEXT.deleteMessage,
      confirmText: TEXT.deleteConfirm,
      doc,
    });
    if (answer !== 'confirm') return;
    const reply = await sendWithCrumb('DELETE', OWNER_CONTENT_PATHS.collection(collection.id));
    if (reply.ok) return win.location.assign('/');
    // Spec visitor-runtime §2: the action-not-allowed modal, with the server's words.
    if (reply.data.code === ACTION_NOT_ALLOWED.code)
      return void (await showRefusal(String(reply.data.error), String(reply.data.message), doc));
    await showRefusal(TEXT.failedTitle, errorText(reply), doc);
  };

  mountOwnerUi(doc, 'owner-content-root').render(
    <OwnerContentPanel collection={collection} onPublish={publish} onDelete={() => void remove()} />,
  );

  if (!pageContext.demoCollections.includes(collectionId)) return;
  if (win.sessionStorage.getItem(CLONE_DECLINED_KEY + collectionId) !== null) return;
  if (!(await promptCloneDemoCollection(collection.title, doc))) {
    win.sessionStorage.setItem(CLONE_DECLINED_KEY + collectionId, '1');
    return;
  }
  const reply = await sendWithCrumb('POST', OWNER_CONTENT_PATHS.clone(collection.id), {});
  if (!reply.ok) return void (await showRefusal(TEXT.failedTitle, errorText(reply), doc));
  await openDialog({
    kind: 'information',
    title: TEXT.clonedTitle,
    message: TEXT.clonedMessage(collection.title),
    doc,
  });
}
