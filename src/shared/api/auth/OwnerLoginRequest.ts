import { z } from 'zod';
import { FORM_LIMITS } from '../../constants/limits';

// POST /api/auth/Login (our design, docs/owners.md). The password is not trimmed: spaces may be part of it.
// Spec visitor-runtime §9: emails are at most 256 characters.
export const OwnerLoginRequest = z.object({
  email: z.string().trim().min(FORM_LIMITS.EMAIL_MIN_LENGTH).max(FORM_LIMITS.EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(1024),
});
export type OwnerLoginRequest = z.infer<typeof OwnerLoginRequest>;
