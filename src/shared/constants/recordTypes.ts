// Spec visitor-runtime §9: item record types. "Others exist"; only the listed codes are here.
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  PORTFOLIO_ITEM: 59,
  LESSON: 62,
} as const;

export type RecordTypeName = keyof typeof RecordType;
export type RecordTypeCode = (typeof RecordType)[RecordTypeName];
