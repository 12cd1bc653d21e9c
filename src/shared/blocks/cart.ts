import { z } from 'zod';

// Placed by the server on its commerce page (docs/commerce.md); its content comes from the request (the
// visitor's cart or order), so the site file gives it no data.
export const CartData = z.object({});
export type CartData = z.infer<typeof CartData>;
