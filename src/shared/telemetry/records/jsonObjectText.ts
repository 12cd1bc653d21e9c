import { z } from 'zod/mini';

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

// Spec media-and-reporting §7: commonData and customData travel as JSON strings of objects.
export const jsonObjectText = (max: number) =>
  z.string().check(z.maxLength(max), z.refine(isJsonObject, { message: 'expected JSON text of an object' }));
