import { z } from 'zod/mini';

// Bounds shared by the payload schemas: enough for any real value, small enough that one record cannot fill a
// request. zod/mini: the worker checks every record, and classic zod would bring all of zod into its chunk.
export const shortText = z.string().check(z.maxLength(200));
export const mediumText = z.string().check(z.maxLength(2048));
export const urlText = z.string().check(z.maxLength(2048));
/** The visitor-record cookie's value (visitor-runtime §5), as the census calls carry it. */
export const visitorCookieText = z.string().check(z.maxLength(200));
