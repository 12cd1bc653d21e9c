// What the head's inline script (src/server/render/earlyEventsScript.ts) keeps of a visitor's actions on
// islands before the main chunk runs, and the global it hands them over by (hydrateIslands takes them).
// Only what a replay needs: a form's own post is let through, since nothing could send it if the main
// chunk never came (docs/internals.md "Early interactions").
export const EARLY_EVENTS_GLOBAL = '__siteEarlyEvents';
export const PRE_MAIN_EVENTS = ['click', 'keydown', 'input', 'change'];
