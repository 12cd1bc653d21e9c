import type { FontCheck } from '../../shared/fonts/FontCheck';
import { fontNotHostedMessage } from '../../shared/fonts/FontCheck';
import { RUNTIME_MESSAGES } from '../../shared/messages/runtimeMessages';

// Thrown from a task of its own, so each reaches the window's error event and the error pipeline
// (visitor-runtime §8: "throws … and is reported") without stopping the checks after it.
const throwLater = (error: Error) =>
  void setTimeout(() => {
    throw error;
  });

const unquote = (family: string) => family.replace(/^["']|["']$/g, '');

/**
 * Run once the page's stylesheets have loaded (the page features start after the load event): a kit font
 * the site names that no font face of the page provides throws 'Requested font no longer in Typekit'
 * (spec visitor-runtime §8); a family the server does not host throws too, unless something else on the
 * page (an owner's own stylesheet) provides it. Either is reported with the page's JavaScript errors.
 */
export function checkSiteFonts(doc: Document, check: FontCheck, raise: (error: Error) => void = throwLater): void {
  const families = new Set<string>();
  doc.fonts.forEach((face) => families.add(unquote(face.family)));
  for (const family of check.typekit) {
    if (families.has(family)) continue;
    console.warn(`The font kit has no "${family}"`);
    raise(new Error(RUNTIME_MESSAGES.typekitFontUnavailable));
  }
  for (const family of check.notHosted) if (!families.has(family)) raise(new Error(fontNotHostedMessage(family)));
}
