import { z } from 'zod';
import { NewAccountInput } from './NewAccountInput';

// POST /api/site-users/account (docs/owners.md, "Customer accounts"): a visitor creates a site-user (member)
// account. The rules of `npm run member:create` (NewAccountInput: an email of at most 256 characters, a
// password of 8 to 1024, a name of at most 200), plus rememberMe as at login (spec visitor-runtime §7).
export const CreateMemberAccountRequest = z.object({
  email: z.string().trim().pipe(NewAccountInput.shape.email),
  password: NewAccountInput.shape.password,
  name: NewAccountInput.shape.name,
  rememberMe: z.boolean().default(false),
});
export type CreateMemberAccountRequest = z.infer<typeof CreateMemberAccountRequest>;
