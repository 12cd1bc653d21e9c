import Swiper from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';

// Imported dynamically by MovingGallery, so Swiper's code is its own chunk, fetched only when a moving
// gallery hydrates. Only the modules we use are bundled.
export const SWIPER_MODULES = [Autoplay, EffectFade];
export { Swiper };
