import type { BlockAnimation } from '../../shared/blocks/blockAnimation';

// The attributes a block's wrapper carries for startBlockAnimations and the CSS (pageFeatures.css).
export function animationAttributes(animation: BlockAnimation | undefined): Record<string, unknown> {
  if (!animation) return {};
  return {
    'data-animation': animation.style,
    'data-animation-threshold': String(animation.threshold),
    style: { '--animation-duration': `${animation.durationS}s` },
  };
}
