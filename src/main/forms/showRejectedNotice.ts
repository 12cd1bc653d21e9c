import { OFFLINE_MESSAGES } from '../../shared/forms/fieldMessages';
import type { PendingSubmission } from '../../shared/forms/PendingSubmission';

// Tells the visitor that a submission kept earlier was refused when it was finally sent. Plain DOM:
// it may show on any page, with no form block and no React on it.
export function showRejectedNotice(entry: PendingSubmission): void {
  let region = document.getElementById('form-offline-notices');
  if (!region) {
    region = document.createElement('div');
    region.id = 'form-offline-notices';
    region.className = 'form-offline-notices';
    document.body.append(region);
  }
  const notice = document.createElement('div');
  notice.className = 'form-offline-notice';
  notice.setAttribute('role', 'alert');
  notice.dataset.formId = entry.formId;
  const text = document.createElement('p');
  text.textContent = OFFLINE_MESSAGES.rejectedLater(entry.formTitle, entry.message ?? '');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = OFFLINE_MESSAGES.dismiss;
  dismiss.addEventListener('click', () => notice.remove());
  notice.append(text, dismiss);
  region.append(notice);
}
