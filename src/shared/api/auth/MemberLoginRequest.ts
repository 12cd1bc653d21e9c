import { z } from 'zod';
import { FORM_LIMITS } from '../../constants/limits';

// Spec visitor-runtime §7: POST /api/site-users/account/session {email, password, rememberMe}.
export const MemberLoginRequest = z.object({
  email: z.string().trim().min(FORM_LIMITS.EMAIL_MIN_LENGTH).max(FORM_LIMITS.EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
});
export type MemberLoginRequest = z.infer<typeof MemberLoginRequest>;
