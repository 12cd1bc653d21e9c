import { z } from 'zod';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

// Spec visitor-runtime §1 and §5: the restaurant booking block, with OpenTable or Tock as the provider.
export const BookingData = z.object({
  provider: z.enum(['opentable', 'tock']),
  // OpenTable's restaurant id (rid, digits) or Tock's business name (the slug of its Tock page).
  restaurantId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'expected letters, digits, - or _ (at most 80)'),
  heading: z.string().optional(),
  description: z.string().optional(),
  buttonText: z.string().min(1).default(CONTENT_DEFAULT_WORDS.en.bookingButton),
  // Where the provider's script is loaded from instead of its own address (a self-hosted copy; the
  // end-to-end tests point it at a local fake of the provider).
  scriptUrl: z
    .string()
    .regex(/^(\/|https:\/\/)/, 'expected a path or an https:// URL')
    .optional(),
});
export type BookingData = z.infer<typeof BookingData>;
