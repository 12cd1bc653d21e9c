import type { SwiperModule } from 'swiper/types';
import type { SwiperModuleName } from '../../../shared/gallery/getTransitionOptions';

// Imported dynamically by MovingGallery: Swiper's core and each of its modules are chunks of their own,
// fetched only by a gallery that uses them.
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
