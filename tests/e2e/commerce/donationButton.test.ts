import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../harness/useSiteServer';
import { writeDemoVariant } from '../harness/writeDemoVariant';
import { DONATION_MESSAGES } from '../../../src/shared/messages/checkoutFlowMessages';

interface Block {
  type: string;
  data: Record<string, unknown>;
}

// The demo store with its donation block not yet given a donate page: it renders no button.
const site = useSiteServer({
  site: writeDemoVariant((data) => {
    for (const page of data.pages as { sections: { blocks: Block[] }[] }[])
      for (const section of page.sections)
        for (const block of section.blocks) if (block.type === 'donation-button') block.data.donatePageId = null;
  }),
});

describe('donation button', () => {
  it('logs the console error of visitor-runtime §8 when its block has no button', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(site.server.url + '/store');
    await page.locator('.block-donation-button').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="donation-button"][data-hydrated="true"]', { state: 'attached' });
    expect(await page.locator('[data-donate-page-id]').count()).toBe(0);
    await expect.poll(() => errors).toEqual([DONATION_MESSAGES.missingButton]);
    await page.close();
  });
});
