// A page view's browser family, from its first request's User-Agent: the rollups' key beside the hour and the
// page, so it must be one of a few values. Order matters: Edge and Opera say Chrome too, Chrome says Safari.
export const BROWSER_FAMILIES = ['Edge', 'Opera', 'Samsung Internet', 'Chrome', 'Firefox', 'Safari', 'Other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

const RULES: Array<[RegExp, BrowserFamily]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

export function browserFamilyOf(userAgent: string | undefined): BrowserFamily {
  if (userAgent) for (const [rule, family] of RULES) if (rule.test(userAgent)) return family;
  return 'Other';
}
