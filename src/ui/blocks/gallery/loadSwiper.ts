import type { SwiperModule } from 'swiper/types';
import type { SwiperModuleName } from '../../../shared/gallery/getTransitionOptions';

// Imported dynamically by MovingGallery: Swiper's core is its own chunk, fetched only when a moving gallery
// hydrates, and each module is a chunk of its own, fetched only by a gallery that uses it (fade for fade and
// kenBurns, freeMode for newSwipe).
const MODULES: Record<SwiperModuleName, () => Promise<{ module: SwiperModule }>> = {
  fade: () => import('./swiperModules/fade'),
  freeMode: () => import('./swiperModules/freeMode'),
};

export async function loadSwiper(names: readonly SwiperModuleName[]) {
  const [{ default: Swiper }, ...modules] = await Promise.all([
    import('swiper'),
    ...names.map((name) => MODULES[name]().then((loaded) => loaded.module)),
  ]);
  return { Swiper, modules };
}
