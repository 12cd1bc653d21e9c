import { CONSENT_COOKIE_NAME, COOKIE_MAX_AGE_SECONDS } from '../../../shared/constants/cookies';
import type { CookieSettings } from '../../../shared/siteData/CookieSettings';
import { COOKIE_BANNER_EVENTS } from '../../../shared/visitor/cookieBannerEvents';
import { CONSENT_VALUES } from '../../../shared/visitor/consentValues';
import { resolveCookieBannerSettings } from '../../../shared/visitor/resolveCookieBannerSettings';
import { shouldMountCookieBanner } from '../../../shared/visitor/shouldMountCookieBanner';
import type { BrowserCookies } from '../browserCookies';

interface CookieBannerOptions {
  win: Window;
  cookieSettings: CookieSettings;
  cookies: BrowserCookies;
  onChoice: (accepted: boolean) => void;
}

// Spec visitor-runtime §4: the banner shows by the show rule (or when forced), the choice is stored for 30
// days, and the force, update and unforce events are heard. Its code is imported only when it is shown.
export function startCookieBanner({ win, cookieSettings, cookies, onChoice }: CookieBannerOptions): void {
  let settings: CookieSettings = cookieSettings;
  let forced = false;
  let element: HTMLElement | null = null;
  let rendering = 0;

  const remove = () => {
    element?.remove();
    element = null;
  };
  const choose = (accepted: boolean) => {
    const value = accepted ? CONSENT_VALUES.ACCEPTED : CONSENT_VALUES.DECLINED;
    cookies.write(CONSENT_COOKIE_NAME, value, COOKIE_MAX_AGE_SECONDS.CONSENT);
    forced = false;
    remove();
    onChoice(accepted);
  };
  const render = async () => {
    const turn = ++rendering;
    const consentCookie = cookies.read()[CONSENT_COOKIE_NAME];
    if (!shouldMountCookieBanner({ cookieSettings: settings, consentCookie, forced })) return remove();
    const { renderCookieBanner } = await import('../../../ui/cookieBanner/renderCookieBanner');
    // A later event (update, unforce, a choice) won while the module loaded.
    if (turn !== rendering) return;
    const next = renderCookieBanner(win.document, resolveCookieBannerSettings(settings), {
      onAccept: () => choose(true),
      onDecline: () => choose(false),
    });
    if (element) element.replaceWith(next);
    // Spec visitor-runtime §2: in the announcement-bar dropzone when the site puts it there.
    else (win.document.querySelector('[data-cookie-banner-dropzone]') ?? win.document.body).append(next);
    element = next;
  };
  const rerender = () =>
    void render().catch((error: unknown) => console.warn('Could not show the cookie banner', error));

  win.addEventListener(COOKIE_BANNER_EVENTS.FORCE, () => {
    forced = true;
    rerender();
  });
  win.addEventListener(COOKIE_BANNER_EVENTS.UNFORCE, () => {
    forced = false;
    rerender();
  });
  win.addEventListener(COOKIE_BANNER_EVENTS.UPDATE, (event) => {
    const detail = (event as CustomEvent<Partial<CookieSettings> | null>).detail;
    if (detail && typeof detail === 'object') settings = { ...settings, ...detail };
    rerender();
  });
  rerender();
}
