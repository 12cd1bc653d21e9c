import { BREAKPOINTS } from '../constants/limits';

export type BookingLayout = 'wide' | 'standard' | 'column';

// Spec visitor-runtime §9: the restaurant block takes its wide layout above 850 px; Tock's takes a column
// layout at 750 px or less. Widths are the block's own, not the window's.
export function chooseBookingLayout(provider: 'opentable' | 'tock', widthPx: number): BookingLayout {
  if (provider === 'tock' && widthPx <= BREAKPOINTS.TOCK_COLUMN_MAX_PX) return 'column';
  return widthPx > BREAKPOINTS.RESTAURANT_WIDE_ABOVE_PX ? 'wide' : 'standard';
}
