import type { DataLayerClient } from '../../../shared/dataLayer/DataLayerClient';
import { sendCartChange, type CartReply } from '../../commerce/sendCartChange';

// The add-to-cart code, a chunk of its own: loaded when a product block hydrates, used on "Add to cart".
export function addToCart(
  dataLayer: DataLayerClient,
  line: { productId: string; sku: string; quantity: number },
): Promise<CartReply> {
  return sendCartChange(dataLayer, 'post', line, line.quantity);
}
