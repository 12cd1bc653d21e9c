import { z } from 'zod';

// A boolean in a form-encoded body arrives as "true" or "false"; JSON bodies send a real boolean.
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
