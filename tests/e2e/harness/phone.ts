/** The phone every end-to-end test emulates (a Pixel 7's screen): touch, mobile viewport, its pixel density. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
