// Spec visitor-runtime §3: an empty paragraph counts as empty. Banner text comes from a rich-text editor,
// so "<p></p>", "<p><br></p>", "<p>&nbsp;</p>" and whitespace are all empty: strip the tags and the
// non-breaking spaces and see whether anything is left.
export function isEmptyBannerText(value: string): boolean {
  const withoutTags = value.replace(/<[^>]*>/g, '');
  return withoutTags.replace(/&nbsp;|&#160;|\u00a0/g, '').trim().length === 0;
}
