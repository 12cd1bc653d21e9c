import { describe, expect, it } from 'vitest';
import { describeMeasurements } from '../../../../src/shared/commerce/describeMeasurements';

describe('describeMeasurements (spec visitor-runtime §9)', () => {
  const product = { weight: 4.5, dimensions: { length: 30, width: 30, height: 45 } };

  it('uses kg and cm for a metric store, lbs and inches for an imperial one', () => {
    expect(describeMeasurements(product, 'METRIC')).toEqual({ weight: '4.5 kg', dimensions: '30 × 30 × 45 cm' });
    expect(describeMeasurements(product, 'IMPERIAL')).toEqual({
      weight: '4.5 lbs',
      dimensions: '30 × 30 × 45 inches',
    });
  });

  it('says nothing of what the product does not give', () => {
    expect(describeMeasurements({}, 'METRIC')).toEqual({ weight: null, dimensions: null });
  });
});
