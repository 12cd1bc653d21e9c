import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { VideoSourceData } from '../../../shared/blocks/video';
import { encodeVideoCommand, withAutoplay, type VideoCommand } from '../../../shared/video/videoCommands';
import { videoAspectPercent, videoPlaceholderPercent } from '../../../shared/video/parseVideoEmbed';
import { VIDEO_MESSAGES } from '../../../shared/messages/videoMessages';
import {
  encodePlayStateSubscription,
  readProviderPlayState,
  withPlayerApi,
} from '../../../shared/video/readProviderPlayState';
import { SLIDE_INACTIVE_EVENT, VideoHandle, forgetVideo, startVideo } from './activeVideos';

interface VideoPlayerProps {
  video: VideoSourceData;
  title: string;
  /** The play button's accessible name, in the site's language ("Play {title}"). */
  playLabel: string;
  /** Our own picture, shown until play is pressed. */
  poster?: ReactNode;
  placeholderRatio?: number | undefined;
}

type Stage = 'poster' | 'playing' | 'paused';

// Spec media-and-reporting §4, §7, §9. The poster and a play button until the visitor presses it (a click,
// or Enter or Space on the button): the provider's player is created only then, so nothing is requested
// from the provider before. Another video starting returns this one to its poster: a YouTube or Vimeo
// player is paused by message and kept (play resumes it), any other is unloaded. A mode change reloads it.
export function VideoPlayer({ video, title, playLabel, poster, placeholderRatio }: VideoPlayerProps) {
  const { resolved } = video;
  const [stage, setStage] = useState<Stage>('poster');
  const stageRef = useRef(stage);
  stageRef.current = stage;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<VideoHandle | null>(null);
  const provider = resolved.type === 'invalid' ? null : resolved.provider;
  const pausable = encodeVideoCommand(provider, 'pause') !== null;

  const post = (command: VideoCommand) => {
    const message = encodeVideoCommand(provider, command);
    const frame = frameRef.current?.contentWindow;
    if (!message || !frame || resolved.type === 'invalid') return;
    frame.postMessage(message, new URL(resolved.src, location.href).origin);
  };
  const postRef = useRef(post);
  postRef.current = post;
  // What the provider's player last said (data-provider-state): a gallery's autoplay waits while it plays.
  const [providerPlaying, setProviderPlaying] = useState<boolean | null>(null);
  useEffect(() => {
    if (!provider) return;
    const hear = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const state = readProviderPlayState(provider, event.data);
      if (state !== null) setProviderPlaying(state);
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [provider]);
  const subscribe = () => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || resolved.type === 'invalid') return;
    for (const message of encodePlayStateSubscription(provider))
      frame.postMessage(message, new URL(resolved.src, location.href).origin);
  };

  const returnToPoster = () => {
    if (pausable) {
      post('pause');
      setStage('paused');
    } else setStage('poster');
  };
  const returnRef = useRef(returnToPoster);
  returnRef.current = returnToPoster;
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const handle = ensureHandle(handleRef, box, returnRef);
    // Its gallery slide left the view: a playing video goes back to its poster, as when another one starts.
    const leaveSlide = () => {
      if (stageRef.current !== 'playing') return;
      forgetVideo(handle);
      handle.returnToPoster();
    };
    box.addEventListener(SLIDE_INACTIVE_EVENT, leaveSlide);
    return () => {
      box.removeEventListener(SLIDE_INACTIVE_EVENT, leaveSlide);
      forgetVideo(handle);
      handleRef.current = null;
    };
  }, []);

  if (resolved.type === 'invalid') {
    return (
      <div
        className="video-box video-invalid"
        style={{ paddingBottom: `${videoPlaceholderPercent(placeholderRatio)}%` }}
        role="note"
      >
        <p className="video-invalid-message">{VIDEO_MESSAGES.invalidEmbed}</p>
      </div>
    );
  }

  const play = () => {
    // A tap while the island hydrates can come before its effects have run: the handle is made here then.
    startVideo(ensureHandle(handleRef, boxRef.current!, returnRef));
    if (stage === 'paused') post('play');
    setStage('playing');
  };
  const style: CSSProperties = { paddingBottom: `${videoAspectPercent(resolved)}%` };
  const src = withPlayerApi(withAutoplay(resolved.src, provider), provider);
  return (
    <div
      ref={boxRef}
      className={`video-box video-mode-${video.mode ?? 'none'}`}
      style={style}
      data-stage={stage}
      data-provider-state={providerPlaying === null ? undefined : providerPlaying ? 'playing' : 'stopped'}
    >
      {stage !== 'poster' ? (
        resolved.type === 'iframe' ? (
          <iframe
            // Spec §4: a mode change reloads the video (a fresh player at the new fit).
            key={video.mode ?? 'none'}
            ref={frameRef}
            className="video-player"
            src={src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            // Autoplay may be refused; the play command makes sure (YouTube and Vimeo).
            onLoad={() => {
              subscribe();
              post('play');
            }}
          />
        ) : (
          <object key={video.mode ?? 'none'} className="video-player" data={src} title={title} />
        )
      ) : null}
      {stage !== 'playing' ? (
        <div className="video-poster">
          {poster}
          <button type="button" className="video-play" aria-label={playLabel} onClick={play}>
            <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
              <rect width="68" height="48" rx="12" fill="rgba(0,0,0,.7)" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}

// This player's entry in the page's registry of playing videos, made by whichever comes first: the mount
// effect or a press of play.
function ensureHandle(
  handleRef: RefObject<VideoHandle | null>,
  box: HTMLElement,
  returnRef: RefObject<() => void>,
): VideoHandle {
  handleRef.current ??= new VideoHandle(box, () => returnRef.current());
  return handleRef.current;
}
