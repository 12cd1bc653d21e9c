import { z } from 'zod';
import { QUERY_PARAMS } from '../../constants/routes';

// Spec visitor-runtime §7: the session variant of logout carries query cloneCart (boolean).
export const CloneCartQuery = z.object({
  [QUERY_PARAMS.CLONE_CART]: z.enum(['true', 'false']).optional(),
  crumb: z.string().optional(),
});
export type CloneCartQuery = z.infer<typeof CloneCartQuery>;
