import { useEffect, useRef } from 'react';
import { BREAKPOINTS } from '../../../../shared/constants/limits';
import { loadCaptchaApi } from './loadCaptchaApi';
import type { CaptchaApi } from './CaptchaApi';

interface CaptchaWidgetProps {
  siteKey: string;
  scriptUrl: string;
  /** The token on completion, null on expiry or reset. */
  onToken: (token: string | null) => void;
  /** Changing it resets the widget (spec visitor-runtime §4: the captcha is reset after a failure). */
  resetCount: number;
}

// Spec visitor-runtime §9: the widget is compact when its container is under 320 px wide.
export function CaptchaWidget({ siteKey, scriptUrl, onToken, resetCount }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: number } | null>(null);
  const callback = useRef(onToken);
  callback.current = onToken;

  useEffect(() => {
    let cancelled = false;
    loadCaptchaApi(scriptUrl)
      .then((api) => {
        const element = container.current;
        if (cancelled || !element || widget.current) return;
        const width = element.parentElement?.clientWidth ?? element.clientWidth;
        const id = api.render(element, {
          sitekey: siteKey,
          size: width < BREAKPOINTS.CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal',
          callback: (token) => callback.current(token),
          'expired-callback': () => callback.current(null),
        });
        widget.current = { api, id };
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      cancelled = true;
    };
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (resetCount === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    callback.current(null);
  }, [resetCount]);

  return <div className="form-captcha" ref={container} />;
}
