import { z } from 'zod';

// A product's detail (price, variant selector, availability), placed by product id.
export const ProductData = z.object({ productId: z.string().min(1) });
export type ProductData = z.infer<typeof ProductData>;
