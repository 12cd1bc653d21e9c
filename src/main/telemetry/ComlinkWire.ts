// The part of Comlink's wire protocol (comlink 4.4, src/protocol.ts) that createComlinkCall speaks itself:
// a call of an exposed method with plain arguments, and its reply. The worker side stays Comlink's expose().
export const COMLINK_APPLY = 'APPLY';
export const COMLINK_RAW = 'RAW';

export interface ComlinkApplyMessage {
  id: string;
  type: typeof COMLINK_APPLY;
  path: string[];
  argumentList: Array<{ type: typeof COMLINK_RAW; value: unknown }>;
}

/** A reply: RAW with the method's result, or HANDLER ("throw") when the method threw or rejected. */
export interface ComlinkReply {
  id: string;
  type: string;
  value?: unknown;
}

export function isComlinkReply(data: unknown): data is ComlinkReply {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'string' && typeof (data as { type?: unknown }).type === 'string';
}
