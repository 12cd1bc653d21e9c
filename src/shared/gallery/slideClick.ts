import type { SLIDESHOW_CLICK_BEHAVIOURS, STRIP_ACTIVE_CLICK_BEHAVIOURS } from '../constants/gallery';

type SlideshowClickBehaviour = (typeof SLIDESHOW_CLICK_BEHAVIOURS)[number];
type StripActiveClickBehaviour = (typeof STRIP_ACTIVE_CLICK_BEHAVIOURS)[number];

interface SlideshowClick {
  behaviour: SlideshowClickBehaviour;
  /** Pointer x inside the slide, and the slide's width, for the "half" behaviour. */
  offsetX: number;
  width: number;
  onLink: boolean;
  onPlayingVideo: boolean;
  clickthroughUrl: string | undefined;
}

// Spec media-and-reporting §4 (slideshow click): next (default), previous, or by which half was clicked; a
// click-through url navigates instead; clicks on links and on a playing video do not advance.
export function getSlideshowClickAction(click: SlideshowClick): 'next' | 'previous' | 'navigate' | null {
  if (click.onLink || click.onPlayingVideo) return null;
  if (click.clickthroughUrl) return 'navigate';
  if (click.behaviour === 'half') return click.offsetX < click.width / 2 ? 'previous' : 'next';
  return click.behaviour;
}

// Spec media-and-reporting §4 (strip): a click on a non-active slide makes it current; on the active one it
// does next, previous or nothing, per setting.
export function getStripClickAction(
  clicked: number,
  active: number,
  behaviour: StripActiveClickBehaviour,
): { goTo: number } | 'next' | 'previous' | null {
  if (clicked !== active) return { goTo: clicked };
  return behaviour === 'nothing' ? null : behaviour;
}
