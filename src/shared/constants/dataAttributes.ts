// Data attributes the spec names, read by the page runtime.
export const DATA_ATTRIBUTES = {
  // Spec visitor-runtime §4: accordion; the value 'true' keeps other items open.
  ACCORDION_ALLOW_MULTIPLE_OPEN: 'data-should-allow-multiple-open-items',
} as const;
