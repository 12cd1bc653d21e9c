import { z } from 'zod';
import { COMMERCE_LIMITS } from '../constants/limits';

const Cents = z.int().min(1).max(COMMERCE_LIMITS.MAX_PRODUCT_PRICE_CENTS);

// A donation form (spec visitor-runtime §2: /checkout/donate?donatePageId={id}; page type 203). Donation
// button blocks name one by id (data-donate-page-id). Amounts are in the store currency's minor units.
export const DonatePage = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'expected 1 to 60 letters, digits, _ or -'),
    title: z.string().min(1).max(200),
    description: z.string().max(2000).default(''),
    // Offered as choices; the donor may also give another amount between the minimum and the maximum.
    suggestedAmountsCents: z.array(Cents).max(6).default([]),
    minimumCents: Cents.default(100),
    maximumCents: Cents.default(COMMERCE_LIMITS.MAX_PRODUCT_PRICE_CENTS),
  })
  .refine((page) => page.minimumCents <= page.maximumCents, {
    message: 'expected minimumCents at most maximumCents',
    path: ['minimumCents'],
  });
export type DonatePage = z.infer<typeof DonatePage>;
