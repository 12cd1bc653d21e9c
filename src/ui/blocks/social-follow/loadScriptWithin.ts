// Appends a script and settles when it has loaded, failed, or not loaded within `timeoutMs` (then it is
// given up: whatever it would have drawn, the page keeps its plain links).
export function loadScriptWithin(doc: Document, src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => {
      script.remove();
      reject(new Error(`${src} did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.append(script);
  });
}
