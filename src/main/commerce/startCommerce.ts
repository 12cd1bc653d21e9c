// Loads the cart indicator's chunk when the visitor has a cart to sync (the server marks the indicator);
// without one the indicator is already right, and its code comes with the first cart change. A failed load
// is a console warning (spec visitor-runtime §8).
export function startCommerce(): void {
  if (document.querySelector('[data-cart="present"]'))
    import('../../ui/commerce/startCartIndicator').then((m) => m.startCartIndicator(document, window), console.warn);
}
