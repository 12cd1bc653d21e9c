import { z } from 'zod';
import { LinkUrl } from './media';
import { CONTENT_DEFAULT_WORDS } from '../words/contentDefaultWords';

const Cents = z.int().min(0).max(100_000_000);

// Spec visitor-runtime §2 and §4: the pricing toggle's left and right choices, each with its prices and join button.
const PricingOption = z.object({
  label: z.string().min(1),
  priceCents: Cents,
  // The period shown after the price, e.g. "per month".
  period: z.string().min(1),
  joinText: z.string().min(1).default(CONTENT_DEFAULT_WORDS.en.pricingJoin),
  joinUrl: LinkUrl,
});

export const PricingToggleData = z.object({
  heading: z.string().optional(),
  leftLabel: z.string().min(1),
  rightLabel: z.string().min(1),
  selected: z.enum(['left', 'right']).default('left'),
  plans: z
    .array(
      z.object({
        name: z.string().min(1),
        features: z.array(z.string()).default([]),
        left: PricingOption,
        right: PricingOption,
      }),
    )
    .min(1)
    .max(4),
});
export type PricingToggleData = z.infer<typeof PricingToggleData>;
