// State names for the state machines the spec describes in words. The spelling is ours; the sets are
// the spec's.

// Spec visitor-runtime §4: a form goes idle → submitting → success or failure.
export const FORM_STATES = ['idle', 'submitting', 'success', 'failure'] as const;
export type FormState = (typeof FORM_STATES)[number];

// Spec visitor-runtime §4: page runtime, which may initialise again after being destroyed.
export const PAGE_RUNTIME_STATES = ['not-initialised', 'initialised', 'destroyed'] as const;
export type PageRuntimeState = (typeof PAGE_RUNTIME_STATES)[number];

// Spec visitor-runtime §4: accordion item.
export const ACCORDION_ITEM_STATES = ['closed', 'open'] as const;
export type AccordionItemState = (typeof ACCORDION_ITEM_STATES)[number];

// Spec media-and-reporting §4: the cart indicator starts uninitialized; the first sync initializes it.
export const CART_INDICATOR_STATES = ['uninitialized', 'initialized'] as const;
export type CartIndicatorState = (typeof CART_INDICATOR_STATES)[number];
