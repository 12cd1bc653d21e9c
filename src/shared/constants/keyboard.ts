// Key codes the spec names by number: Escape 27 (visitor-runtime §4), left and right arrows 37 and 39
// (media-and-reporting §9). Kept in one place so the gallery and the owner shortcut agree.
export const KEY_CODES = {
  ESCAPE: 27,
  LEFT_ARROW: 37,
  RIGHT_ARROW: 39,
} as const;

// Spec visitor-runtime §4 (menu tabs) and media-and-reporting §4 (strip, video): Enter or Space activate.
export const ACTIVATION_KEYS = ['Enter', ' '] as const;
