import { z } from 'zod/mini';
import { MARKETING_LANDING_FIELDS, type MarketingLandingField } from '../../constants/analytics';
import { urlText } from './fieldLimits';

// Spec media-and-reporting §3 and §7: the fields of the GET /api/track/Track beacon, each optional.
export const MarketingLandingPayload = z.object(
  Object.fromEntries(MARKETING_LANDING_FIELDS.map((field) => [field, z.optional(urlText)])) as Record<
    MarketingLandingField,
    z.ZodMiniOptional<typeof urlText>
  >,
);
export type MarketingLandingPayload = z.infer<typeof MarketingLandingPayload>;
