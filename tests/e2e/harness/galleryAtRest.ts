import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * Waits until the gallery's Swiper has ended its transition (Swiper's own `animating`, cleared on the
 * transition's end), the moment a next move is taken instead of refused as one made in motion.
 */
export async function waitForGalleryAtRest(gallery: Locator): Promise<void> {
  const swiper = gallery.locator('.swiper').first();
  // A transition of the gallery's speed ends well within the default second, but not on a loaded machine.
  await expect
    .poll(() => swiper.evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating), {
      timeout: 5000,
    })
    .toBe(false);
}
