import { z } from 'zod';
import { FormBlockData } from './form';
import { NewsletterData } from './newsletter';
import { HeadingData } from './heading';
import { TextData } from './text';
import { ImageData } from './image';
import { HeroData } from './hero';
import { ButtonsData } from './buttons';
import { AccordionData } from './accordion';
import { MarqueeData } from './marquee';
import { SpacerData } from './spacer';
import { GalleryData } from './gallery';
import { PricingToggleData } from './pricingToggle';
import { ProductData } from './product';
import { CartData } from './cart';
import { CheckoutData } from './checkout';
import { OrderConfirmedData } from './orderConfirmed';
import { ProductReviewsData, SearchData } from './search';
import { DonationButtonData } from './donationButton';
import { BlockAnimation } from './blockAnimation';
import { MenuData } from './menu';
import { SummaryData } from './summary';
import { BookingData } from './booking';
import { VideoData } from './video';
import { SocialFollowData } from './socialFollow';
import { MapData } from './map';

function blockOf<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({ type: z.literal(type), id: z.string().min(1), data, animation: BlockAnimation.optional() });
}

// Every block type of the site data file, one line each (docs/internals.md).
export const Block = z.discriminatedUnion('type', [
  blockOf('form', FormBlockData),
  blockOf('newsletter', NewsletterData),
  blockOf('heading', HeadingData),
  blockOf('text', TextData),
  blockOf('image', ImageData),
  blockOf('hero', HeroData),
  blockOf('buttons', ButtonsData),
  blockOf('accordion', AccordionData),
  blockOf('marquee', MarqueeData),
  blockOf('spacer', SpacerData),
  blockOf('gallery', GalleryData),
  blockOf('pricing-toggle', PricingToggleData),
  blockOf('product', ProductData),
  blockOf('cart', CartData),
  blockOf('checkout', CheckoutData),
  blockOf('order-confirmed', OrderConfirmedData),
  blockOf('search', SearchData),
  blockOf('product-reviews', ProductReviewsData),
  blockOf('donation-button', DonationButtonData),
  blockOf('menu', MenuData),
  blockOf('summary', SummaryData),
  blockOf('booking', BookingData),
  blockOf('video', VideoData),
  blockOf('social-follow', SocialFollowData),
  blockOf('map', MapData),
]);
export type Block = z.infer<typeof Block>;
export type BlockType = Block['type'];
