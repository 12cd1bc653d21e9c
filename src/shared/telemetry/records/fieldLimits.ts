import { z } from 'zod/mini';

// Bounds shared by the payload schemas: enough for any real value, small enough that one record can never
// fill a request (the pipeline's batches are about 29 KB). The record schemas are zod/mini: the telemetry
// worker checks every record against them, and the classic API would bring all of zod into its chunk
// (36.9 KB gzip with it). The server uses the same schemas; classic request schemas embed them.
export const shortText = z.string().check(z.maxLength(200));
export const mediumText = z.string().check(z.maxLength(2048));
export const urlText = z.string().check(z.maxLength(2048));
/** The visitor-record cookie's value (visitor-runtime §5), as the census calls carry it. */
export const visitorCookieText = z.string().check(z.maxLength(200));
