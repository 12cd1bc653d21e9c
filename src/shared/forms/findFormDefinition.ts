import type { SiteData } from '../siteData/SiteData';
import type { FormDefinition } from './FormDefinition';
import { toFormDefinition } from './toFormDefinition';

// The form or newsletter with this formId anywhere in the site; null makes the server answer 404 (§8).
export function findFormDefinition(site: SiteData, formId: string): FormDefinition | null {
  const overlay = site.websiteSettings.popupOverlay.newsletter;
  // The popup overlay's sign-up is a newsletter sent as an overlay form (visitor-runtime §3 isOverlayForm).
  if (overlay?.formId === formId)
    return { ...toFormDefinition({ type: 'newsletter', data: overlay }), isOverlayForm: true };
  const blocks = site.pages.flatMap((page) => page.sections.flatMap((section) => section.blocks));
  for (const block of blocks)
    if ((block.type === 'form' || block.type === 'newsletter') && block.data.formId === formId)
      return toFormDefinition(block);
  return null;
}
