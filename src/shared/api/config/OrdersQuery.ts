import { z } from 'zod';

export const OrdersQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const OrderIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'expected an order id') });
export const OrderStatusBody = z.object({ status: z.enum(['placed', 'paid', 'fulfilled', 'cancelled']) });
export const OrdersExportQuery = z.strictObject({ format: z.enum(['csv', 'ndjson']) });
