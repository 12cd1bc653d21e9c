import { z } from 'zod';

// Bounds shared by the payload schemas: enough for any real value, small enough that one record can never
// fill a request (the pipeline's batches are about 29 KB).
export const shortText = z.string().max(200);
export const mediumText = z.string().max(2048);
export const urlText = z.string().max(2048);
/** The visitor-record cookie's value (visitor-runtime §5), as the census calls carry it. */
export const visitorCookieText = z.string().max(200);
