import { z } from 'zod';

// POST /api/events/RecordEvent (media-and-reporting §7): form-encoded crumb (checked by requireCrumb),
// event name and data as JSON text of an object.
export const RecordEventRequest = z.object({
  crumb: z.string().min(1).max(100),
  event: z.string().min(1).max(200),
  data: z
    .string()
    .max(8000)
    .refine((text) => {
      try {
        return typeof JSON.parse(text) === 'object';
      } catch {
        return false;
      }
    }, 'expected JSON text'),
});
