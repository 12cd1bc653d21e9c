// Spec visitor-runtime §3: the likert scale, -2 to 2.
export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const;

// Spec visitor-runtime §3: contentSource is i or c.
export const FORM_CONTENT_SOURCES = ['i', 'c'] as const;
