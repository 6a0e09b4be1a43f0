/** Swiper core with the one module the ads carousel uses; imported dynamically so it is not in the first load. */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export { Autoplay, Swiper };
