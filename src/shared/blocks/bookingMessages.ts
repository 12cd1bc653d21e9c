// Spec visitor-runtime §5: logged-in users see the block as a preview only, with this alert. Apart from
// the block's schema, so the block's chunk does not bring zod.
export const BOOKING_PREVIEW_ALERT =
  'Preview Only: Please log out of your account in order to use the OpenTable Block.';
export const BOOKING_LOAD_FAILED = 'The booking service could not be reached. Please try again.';
