// Spec visitor-runtime §9: weight and dimension units follow the store measurement standard.
export const MEASUREMENT_UNITS = {
  IMPERIAL: { weight: 'lbs', dimension: 'inches' },
  METRIC: { weight: 'kg', dimension: 'cm' },
} as const;

// Spec visitor-runtime §9 and media-and-reporting §9: money formatting. Trimming zero fractions is an
// option without a stated default, so none is given here.
export const MONEY_FORMAT = {
  SYMBOL_POSITIONS: ['before', 'after'],
  MAX_INTEGER_PLACES: 15,
  GROUP_THOUSANDS_BY_DEFAULT: true,
  CURRENCY_NUMBER_FRACTION_DIGITS: 2,
} as const;
