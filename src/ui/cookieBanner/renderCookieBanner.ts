import type { CookieBannerSettings } from '../../shared/visitor/resolveCookieBannerSettings';
import { appendBannerText } from './appendBannerText';
import { COOKIE_BANNER_WORDS } from '../../shared/words/cookieBannerWords';
import { selectWords } from '../../shared/words/selectWords';

export interface CookieBannerHandlers {
  onAccept: () => void;
  onDecline: () => void;
}

function button(doc: Document, className: string, label: string, onClick: () => void): HTMLButtonElement {
  const element = Object.assign(doc.createElement('button'), { type: 'button', className, textContent: label });
  element.addEventListener('click', onClick);
  return element;
}

// Spec visitor-runtime §3 and §4: the cookie banner as plain DOM, so a page without islands never downloads
// React for it; position: fixed (cookieBanner.css), so showing it shifts no layout.
export function renderCookieBanner(
  doc: Document,
  settings: CookieBannerSettings,
  handlers: CookieBannerHandlers,
): HTMLElement {
  settings = translateDefaults(settings, doc.documentElement.lang || 'en-US');
  const root = doc.createElement('div');
  const position = settings.position.toLowerCase().replace('_', '-');
  root.className = `cookie-banner cookie-banner--${settings.variant.toLowerCase()} cookie-banner--${position} cookie-banner--${settings.theme.toLowerCase()}`;
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', selectWords(COOKIE_BANNER_WORDS, doc.documentElement.lang || 'en-US').label);
  root.dataset.cookieBanner = settings.variant;

  const text = Object.assign(doc.createElement('div'), { className: 'cookie-banner__text' });
  appendBannerText(doc, text, settings.text);
  root.append(text);

  const actions = Object.assign(doc.createElement('div'), { className: 'cookie-banner__actions' });
  if (settings.acceptType === 'OPT_IN_AND_OUT') {
    actions.append(
      button(
        doc,
        `cookie-banner__decline cookie-banner__cta--${settings.ctaVariant === 'BUTTON' ? 'button' : 'text'}`,
        settings.optOutCtaText,
        handlers.onDecline,
      ),
    );
  }
  const accept = button(
    doc,
    `cookie-banner__accept cookie-banner__cta--${settings.ctaVariant.toLowerCase()}`,
    settings.ctaText,
    handlers.onAccept,
  );
  if (settings.ctaVariant === 'ICON') {
    accept.setAttribute('aria-label', settings.ctaText);
    accept.textContent = '\u00d7';
  }
  actions.append(accept);
  root.append(actions);
  return root;
}

// A text the site left unset resolves to the spec's English default: in another language's store the
// visitor reads that default in the store's language (the page's lang). Texts the owner wrote stay as written.
function translateDefaults(settings: CookieBannerSettings, locale: string): CookieBannerSettings {
  const english = COOKIE_BANNER_WORDS.en;
  const words = selectWords(COOKIE_BANNER_WORDS, locale);
  if (words === english) return settings;
  const pick = (value: string, key: 'text' | 'ctaText' | 'optOutCtaText') =>
    value === english[key] ? words[key] : value;
  return {
    ...settings,
    text: pick(settings.text, 'text'),
    ctaText: pick(settings.ctaText, 'ctaText'),
    optOutCtaText: pick(settings.optOutCtaText, 'optOutCtaText'),
  };
}
