import { z } from 'zod';

// Test-only route inputs, validated like every other request (a bad one gets 400 naming the field).
export const StatusParams = z.object({ code: z.coerce.number().int().min(200).max(599) });

export const KeyParams = z.object({
  key: z.string().regex(/^[\w-]{1,64}$/, 'expected 1 to 64 letters, digits, - or _'),
});

export const FlakyQuery = z.object({
  failures: z.coerce.number().int().min(0).max(50).default(2),
  status: z.coerce.number().int().min(400).max(599).default(503),
});

export const KeyQuery = z.object({
  key: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

export const SlowQuery = z.object({ ms: z.coerce.number().int().min(0).max(5000) });
