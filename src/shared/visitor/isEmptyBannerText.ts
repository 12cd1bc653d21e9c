// Spec visitor-runtime §3: an empty paragraph counts as empty, such as the editor's "<p>&nbsp;</p>".
export function isEmptyBannerText(value: string): boolean {
  const withoutTags = value.replace(/<[^>]*>/g, '');
  return withoutTags.replace(/&nbsp;|&#160;|\u00a0/g, '').trim().length === 0;
}
