// Spec visitor-runtime §7: the comments-count script, one per Disqus shortname (Disqus's documented
// count.js, which fills each link ending #disqus_thread with its post's comment count). Null when the site
// has comments off or no shortname: then nothing is requested from Disqus.
export function buildCommentCountScriptUrl(settings: {
  commentsEnabled: boolean;
  disqusShortname: string | null;
}): string | null {
  if (!settings.commentsEnabled || !settings.disqusShortname) return null;
  return `https://${settings.disqusShortname.toLowerCase()}.disqus.com/count.js`;
}
