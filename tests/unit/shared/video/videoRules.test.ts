import { describe, expect, it } from 'vitest';
import {
  parseVideoEmbed,
  videoAspectPercent,
  videoPlaceholderPercent,
} from '../../../../src/shared/video/parseVideoEmbed';
import { encodeVideoCommand, withAutoplay } from '../../../../src/shared/video/videoCommands';
import { VideoData } from '../../../../src/shared/blocks/video';

describe('video sources', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'YouTube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      'YouTube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0',
    ],
    ['https://vimeo.com/76979871', 'Vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'Vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'Vimeo',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
    ['https://home.wistia.com/medias/e4a27b971d', 'Wistia', 'https://fast.wistia.net/embed/iframe/e4a27b971d'],
    ['https://animoto.com/play/Z9oPbJbUBGd3RVOKlc6QxA', 'Animoto', 'https://animoto.com/play/Z9oPbJbUBGd3RVOKlc6QxA'],
  ])('%s is a %s player', (url, provider, src) => {
    expect(parseVideoEmbed({ url })).toEqual({ type: 'iframe', provider, src, aspectPercent: null });
  });

  it('keeps the unlisted hash of a Vimeo embed code and reads its size', () => {
    const embed =
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;badge=0" width="640" height="360" frameborder="0"></iframe>';
    expect(parseVideoEmbed({ embed })).toEqual({
      type: 'iframe',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
      aspectPercent: 56.3,
    });
  });

  it('takes an object embed as type object', () => {
    const embed = '<object data="https://example.com/player.swf" width="400" height="300"></object>';
    expect(parseVideoEmbed({ embed })).toMatchObject({ type: 'object', provider: null, aspectPercent: 75 });
  });

  it.each([
    [{}],
    [{ embed: '<div>hello</div>' }],
    [{ embed: '<script src="https://evil.example/x.js"></script>' }],
    [{ embed: '<iframe src="javascript:alert(1)"></iframe>' }],
    [{ embed: '<iframe src="http://insecure.example/v"></iframe>' }],
    [{ url: 'https://example.com/watch?v=1' }],
    [{ url: 'not a url' }],
    [{ url: 'https://vimeo.com/channels/staffpicks' }],
  ])('marks %j invalid', (source) => {
    expect(parseVideoEmbed(source)).toEqual({ type: 'invalid' });
  });
});

describe('video block data', () => {
  it('accepts the modes none, fit, fill and null', () => {
    for (const mode of ['none', 'fit', 'fill', null])
      expect(VideoData.parse({ video: { url: 'https://youtu.be/abc', mode } }).video.mode).toBe(mode);
    expect(VideoData.parse({ video: { url: 'https://youtu.be/abc' } }).video.mode).toBeNull();
  });
  it('refuses any other mode, naming the accepted ones', () => {
    const result = VideoData.safeParse({ video: { url: 'https://youtu.be/abc', mode: 'stretch' } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['video', 'mode'],
      message: 'expected a video mode of none, fit, fill or null',
    });
  });
});

describe('proportions', () => {
  it('is 56.3 % by default, else the embed size', () => {
    expect(videoAspectPercent(parseVideoEmbed({ url: 'https://youtu.be/abc' }))).toBe(56.3);
    const square = parseVideoEmbed({ embed: '<iframe src="https://youtu.be/abc" width="500" height="500"></iframe>' });
    expect(videoAspectPercent(square)).toBe(100);
  });
  it('gives the placeholder 65 % by default, else 100 divided by the ratio', () => {
    expect(videoPlaceholderPercent(undefined)).toBe(65);
    expect(videoPlaceholderPercent(2)).toBe(50);
    expect(videoPlaceholderPercent(16 / 9)).toBe(56.25);
  });
});

describe('player messages', () => {
  it('speaks YouTube and Vimeo, and nothing to the others', () => {
    expect(JSON.parse(encodeVideoCommand('YouTube', 'play')!)).toEqual({
      event: 'command',
      func: 'playVideo',
      args: [],
    });
    expect(JSON.parse(encodeVideoCommand('YouTube', 'pause')!)).toMatchObject({ func: 'pauseVideo' });
    expect(JSON.parse(encodeVideoCommand('Vimeo', 'pause')!)).toEqual({ method: 'pause' });
    expect(encodeVideoCommand('Wistia', 'pause')).toBeNull();
    expect(encodeVideoCommand(null, 'play')).toBeNull();
  });
  it('adds each provider its autoplay flag', () => {
    expect(withAutoplay('https://player.vimeo.com/video/1?dnt=1', 'Vimeo')).toBe(
      'https://player.vimeo.com/video/1?dnt=1&autoplay=1',
    );
    expect(withAutoplay('https://fast.wistia.net/embed/iframe/x', 'Wistia')).toBe(
      'https://fast.wistia.net/embed/iframe/x?autoPlay=true',
    );
  });
});
