import { useEffect, useState } from 'react';
import type { SocialFollowData } from '../../../shared/blocks/socialFollow';
import { FOLLOW_BUTTON_SCRIPT_URL } from '../../../shared/blocks/followButtonScript';
import { RUNTIME_TIMINGS } from '../../../shared/constants/limits';
import { loadScriptWithin } from './loadScriptWithin';

type FollowScriptState = 'plain' | 'loading' | 'loaded' | 'timed-out';

// Spec visitor-runtime §7 and §9: a follow button. The server renders a plain follow link that works
// without any script; once a visitor interacts with the block (it hydrates on interaction, so no third
// party is asked before that) the provider's follow-button script upgrades it, given 10 s to load.
export default function SocialFollowBlock({ data }: { id: string; data: SocialFollowData }) {
  const [state, setState] = useState<FollowScriptState>('plain');
  const scriptUrl = data.scriptUrl ?? FOLLOW_BUTTON_SCRIPT_URL;

  useEffect(() => {
    setState('loading');
    loadScriptWithin(document, scriptUrl, RUNTIME_TIMINGS.FOLLOW_BUTTON_SCRIPT_TIMEOUT_MS)
      .then(() => setState('loaded'))
      .catch((error: unknown) => {
        console.warn('The follow-button script did not load; the plain link stays', error);
        setState('timed-out');
      });
  }, [scriptUrl]);

  return (
    <div className="block-social-follow" data-follow-script={state}>
      {data.heading ? <h2 className="social-follow-heading">{data.heading}</h2> : null}
      <a
        className="twitter-follow-button button-link button-secondary button-size-medium"
        href={`https://x.com/${data.handle}`}
        data-show-count={String(data.showCount)}
        rel="noopener noreferrer"
        target="_blank"
      >
        Follow @{data.handle}
      </a>
    </div>
  );
}
