// The captcha provider's explicit-render API (reCAPTCHA v2 style), as much of it as the form uses.
interface CaptchaRenderOptions {
  sitekey: string;
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
}

export interface CaptchaApi {
  render(container: HTMLElement, options: CaptchaRenderOptions): number;
  reset(widgetId?: number): void;
}
