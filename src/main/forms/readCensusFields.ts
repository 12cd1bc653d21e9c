// The census fields sent with a submission (docs/forms.md): the visitor-record cookie (spec visitor-runtime
// §3, ss_cvr) when the visitor has one, the referrer and the user agent.
export function readCensusFields(): { visitorCookie?: string; referrer?: string; userAgent?: string } {
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('ss_cvr='))
    ?.slice('ss_cvr='.length);
  return {
    ...(cookie ? { visitorCookie: decodeURIComponent(cookie).slice(0, 500) } : {}),
    ...(document.referrer ? { referrer: document.referrer.slice(0, 2000) } : {}),
    userAgent: navigator.userAgent.slice(0, 1000),
  };
}
