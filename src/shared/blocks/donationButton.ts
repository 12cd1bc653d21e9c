import { z } from 'zod';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

// Spec visitor-runtime §3: the donation button carries data-donate-page-id. A block whose donate page is not
// chosen yet renders no button (the runtime then logs the spec's console error).
export const DonationButtonData = z.object({
  donatePageId: z.string().min(1).nullable().default(null),
  label: z.string().min(1).max(60).default(CONTENT_DEFAULT_WORDS.en.donationLabel),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
});
export type DonationButtonData = z.infer<typeof DonationButtonData>;
