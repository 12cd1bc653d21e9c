import type { BlockAnimation } from '../../shared/blocks/blockAnimation';
import { ANIMATION } from '../../shared/constants/limits';

// The attributes a block's wrapper carries for startBlockAnimations and the CSS (pageFeatures.css).
export function animationAttributes(animation: BlockAnimation | undefined): Record<string, unknown> {
  if (!animation) return {};
  return {
    'data-animation': animation.style,
    'data-animation-threshold': String(animation.threshold),
    // Spec visitor-runtime §9: the scalable hide scales to 0.94.
    style: {
      '--animation-duration': `${animation.durationS}s`,
      '--animation-hide-scale': ANIMATION.SCALABLE_HIDE_SCALE,
    },
  };
}
