import type { SiteData } from '../siteData/SiteData';
import type { FormDefinition } from './FormDefinition';
import { toFormDefinition } from './toFormDefinition';

// The form with this formId, wherever it sits in the site (any page, any section, the popup overlay); null when no form or
// newsletter block has it (the server then answers 404, spec visitor-runtime §8).
export function findFormDefinition(site: SiteData, formId: string): FormDefinition | null {
  const overlay = site.websiteSettings.popupOverlay.newsletter;
  // The popup overlay's sign-up is a newsletter sent as an overlay form (visitor-runtime §3 isOverlayForm).
  if (overlay?.formId === formId)
    return { ...toFormDefinition({ type: 'newsletter', data: overlay }), isOverlayForm: true };
  for (const page of site.pages) {
    for (const section of page.sections) {
      for (const block of section.blocks) {
        if ((block.type === 'form' || block.type === 'newsletter') && block.data.formId === formId)
          return toFormDefinition(block);
      }
    }
  }
  return null;
}
