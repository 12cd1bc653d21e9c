export { Autoplay as module } from 'swiper/modules';
