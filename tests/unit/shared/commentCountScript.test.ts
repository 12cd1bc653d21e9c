import { describe, expect, it } from 'vitest';
import { buildCommentCountScriptUrl } from '../../../src/shared/comments/buildCommentCountScriptUrl';
import { WebsiteSettings } from '../../../src/shared/siteData/WebsiteSettings';

describe('buildCommentCountScriptUrl (spec visitor-runtime §7)', () => {
  it("is the shortname's count.js only when comments are on", () => {
    expect(buildCommentCountScriptUrl({ commentsEnabled: true, disqusShortname: 'Harbour-Pine' })).toBe(
      'https://harbour-pine.disqus.com/count.js',
    );
    expect(buildCommentCountScriptUrl({ commentsEnabled: false, disqusShortname: 'harbour' })).toBeNull();
    expect(buildCommentCountScriptUrl({ commentsEnabled: true, disqusShortname: null })).toBeNull();
  });

  it('refuses a shortname that would change the host', () => {
    expect(WebsiteSettings.safeParse({ disqusShortname: 'evil.example/x' }).success).toBe(false);
    expect(WebsiteSettings.safeParse({ disqusShortname: 'harbour-pine' }).success).toBe(true);
  });
});
