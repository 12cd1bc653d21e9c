import { CAPTCHA_ONLOAD_CALLBACK } from '../../../../shared/forms/formPolicy';
import type { CaptchaApi } from './CaptchaApi';

type CaptchaWindow = Window & { grecaptcha?: CaptchaApi } & Record<string, unknown>;
let loading: Promise<CaptchaApi> | null = null;

// Loads the provider's script once per page, in explicit-render mode, and resolves with its API when the
// script calls back. Browser only: called from an effect.
export function loadCaptchaApi(scriptUrl: string): Promise<CaptchaApi> {
  if (loading) return loading;
  const win = window as unknown as CaptchaWindow;
  loading = new Promise<CaptchaApi>((resolve, reject) => {
    win[CAPTCHA_ONLOAD_CALLBACK] = () =>
      win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('The captcha script did not define its API'));
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
    url.searchParams.set('render', 'explicit');
    const script = Object.assign(document.createElement('script'), { src: url.href, async: true });
    script.onerror = () => {
      loading = null;
      reject(new Error(`Could not load the captcha script ${url.href}`));
    };
    document.head.append(script);
  });
  return loading;
}
