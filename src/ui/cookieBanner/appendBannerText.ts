const KEPT_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'SPAN', 'A']);
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

function copy(doc: Document, from: Node, to: Node): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) to.appendChild(doc.createTextNode(child.textContent ?? ''));
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    if (!KEPT_TAGS.has(element.tagName)) {
      copy(doc, element, to);
      continue;
    }
    const clean = doc.createElement(element.tagName.toLowerCase());
    const href = element.getAttribute('href');
    if (element.tagName === 'A' && href && SAFE_HREF.test(href.trim())) clean.setAttribute('href', href.trim());
    copy(doc, element, clean);
    to.appendChild(clean);
  }
}

// The banner text is rich text from the site settings (a paragraph, maybe a link to a privacy policy).
// Only simple formatting and safe links are kept: no scripts, handlers or styles reach the page.
export function appendBannerText(doc: Document, target: HTMLElement, html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  copy(doc, parsed.body, target);
}
