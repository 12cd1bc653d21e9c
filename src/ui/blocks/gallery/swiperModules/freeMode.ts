export { FreeMode as module } from 'swiper/modules';
