export { EffectFade as module } from 'swiper/modules';
