import { z } from 'zod';
import { ButtonLink } from './media';

// Spec visitor-runtime §7: of the button census fields, alignment is the block's, the rest each button's.
export const ButtonsData = z.object({
  buttons: z.array(ButtonLink).min(1).max(6),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
});
export type ButtonsData = z.infer<typeof ButtonsData>;
