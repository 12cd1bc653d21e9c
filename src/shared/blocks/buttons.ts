import { z } from 'zod';
import { ButtonLink } from './media';

// Spec visitor-runtime §7: button census fields are id, buttonText, clickthroughUrl, alignment, size,
// newWindow and context; alignment is the block's, the rest each button's.
export const ButtonsData = z.object({
  buttons: z.array(ButtonLink).min(1).max(6),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
});
export type ButtonsData = z.infer<typeof ButtonsData>;
