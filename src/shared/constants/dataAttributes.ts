// Spec visitor-runtime §4: the accordion's attribute; the value 'true' keeps other items open.
export const DATA_ATTRIBUTES = { ACCORDION_ALLOW_MULTIPLE_OPEN: 'data-should-allow-multiple-open-items' } as const;
