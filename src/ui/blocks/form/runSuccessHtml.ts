// Spec visitor-runtime §4: the success HTML's scripts run. Scripts set through innerHTML never run, so each
// is replaced by a fresh copy; the HTML is the site owner's own, like any of their custom code.
export function runSuccessHtml(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const old of container.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const attribute of old.attributes) script.setAttribute(attribute.name, attribute.value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}
