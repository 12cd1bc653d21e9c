// Spec visitor-runtime §8 (runtime): console and thrown messages of the page runtime.
export const RUNTIME_MESSAGES = {
  // Logged when the runtime runs twice on a page; nothing else runs.
  secondRun: 'Detected second run, this is bad.',
  // Thrown (and reported) when a hosted font is no longer available.
  typekitFontUnavailable: 'Requested font no longer in Typekit',
  // Ours (the spec names the warning, not its words): a post time that is not a date.
  invalidDate: 'Invalid date',
  formRenderFailed: 'Could not render form',
  // Thrown by the money formatter when given a non-money value.
  notMoney: 'Format expects a Money instance.',
} as const;
