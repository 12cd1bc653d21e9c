// Key codes the spec names by number: Escape (visitor-runtime §4), arrows (media-and-reporting §9).
export const KEY_CODES = { ESCAPE: 27, LEFT_ARROW: 37, RIGHT_ARROW: 39 } as const;

// Spec visitor-runtime §4 (menu tabs) and media-and-reporting §4 (strip, video): Enter or Space activate.
export const ACTIVATION_KEYS = ['Enter', ' '] as const;
