// X's documented follow-button script; apart from the block's schema so the block's chunk has no zod.
export const FOLLOW_BUTTON_SCRIPT_URL = 'https://platform.twitter.com/widgets.js';
