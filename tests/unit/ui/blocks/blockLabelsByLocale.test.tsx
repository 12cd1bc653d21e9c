import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import type { Block } from '../../../../src/shared/blocks/Block';
import { resolveBlockProps } from '../../../../src/ui/blocks/resolvers';
import MenuBlock from '../../../../src/ui/blocks/menu/MenuBlock';
import PricingToggleBlock from '../../../../src/ui/blocks/pricing-toggle/PricingToggleBlock';
import VideoBlock from '../../../../src/ui/blocks/video/VideoBlock';

// The names a block gives its own controls where the owner's content names none: the menu's tab list without
// a heading, the pricing toggle's switch and a video's play button, in the site's language, from the server with the block's props.
const showcase = path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json');

function renderIn(locale: string) {
  const json = JSON.parse(readFileSync(showcase, 'utf8'));
  json.website.locale = locale;
  const site = SiteData.parse(json);
  const page = site.pages.find((p) => p.sections.some((s) => s.blocks.some((b) => b.type === 'menu')))!;
  const find = <T extends Block['type']>(type: T) =>
    site.pages
      .flatMap((p) => p.sections.flatMap((s) => s.blocks))
      .find((b): b is Extract<Block, { type: T }> => b.type === type)!;
  const menu = find('menu');
  const withoutHeading = { ...menu, data: { ...menu.data, heading: undefined } };
  const menuProps = resolveBlockProps(withoutHeading, { site, page }) as Parameters<typeof MenuBlock>[0];
  const pricingProps = resolveBlockProps(find('pricing-toggle'), { site, page }) as Parameters<
    typeof PricingToggleBlock
  >[0];
  const video = find('video');
  const videoProps = resolveBlockProps({ ...video, data: { ...video.data, title: 'Hafen' } }, { site, page });
  const label = (html: string, before: string) => new RegExp(`${before} aria-label="([^"]*)"`).exec(html)?.[1];
  return {
    menuTabs: label(renderToString(<MenuBlock {...menuProps} />), 'role="tablist"'),
    pricingSwitch: label(renderToString(<PricingToggleBlock {...pricingProps} />), 'role="group"'),
    videoPlay: label(
      renderToString(<VideoBlock {...(videoProps as Parameters<typeof VideoBlock>[0])} />),
      'class="video-play"',
    ),
  };
}

describe('a block’s own control names', () => {
  it('are English on an English site', () => {
    expect(renderIn('en-US')).toEqual({ menuTabs: 'Menus', pricingSwitch: 'Billing', videoPlay: 'Play Hafen' });
  });

  it('are German on a German site', () => {
    expect(renderIn('de-DE')).toEqual({
      menuTabs: 'Speisekarten',
      pricingSwitch: 'Abrechnung',
      videoPlay: 'Hafen abspielen',
    });
  });
});
