// Loads the cart indicator's chunk on pages that show it (sites with a store); nothing otherwise.
export function startCommerce(locale: string): void {
  if (!document.querySelector('[data-cart-indicator]')) return;
  import('./startCartIndicator')
    .then(({ startCartIndicator }) => startCartIndicator(document, window, locale))
    .catch((error: unknown) => console.warn('Could not load the cart indicator', error));
}
