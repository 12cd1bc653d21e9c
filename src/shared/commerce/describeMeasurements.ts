import { MEASUREMENT_UNITS } from '../constants/commerce';

interface Measured {
  weight?: number | undefined;
  dimensions?: { length: number; width: number; height: number } | undefined;
}

// Spec visitor-runtime §9: weight in lbs or kg and dimensions in inches or cm, by the store's measurement
// standard. The site file gives the figures in the store's units.
export function describeMeasurements(
  product: Measured,
  standard: keyof typeof MEASUREMENT_UNITS,
  locale = 'en-US',
): { weight: string | null; dimensions: string | null } {
  const units = MEASUREMENT_UNITS[standard];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { weight, dimensions } = product;
  return {
    weight: weight === undefined ? null : `${number.format(weight)} ${units.weight}`,
    dimensions:
      dimensions === undefined
        ? null
        : `${[dimensions.length, dimensions.width, dimensions.height].map((n) => number.format(n)).join(' × ')} ${units.dimension}`,
  };
}
