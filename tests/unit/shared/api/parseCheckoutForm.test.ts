import { describe, expect, it } from 'vitest';
import { parseCheckoutForm } from '../../../../src/shared/api/commerce/parseCheckoutForm';

const valid = {
  idempotencyKey: 'k'.repeat(20),
  email: 'ada@example.com',
  name: 'Ada',
  paymentMethod: 'pay-on-delivery',
};

describe('parseCheckoutForm', () => {
  it('reads a complete form, trimmed, with the optional address fields and gift card code empty', () => {
    expect(parseCheckoutForm({ ...valid, name: '  Ada  ' })).toEqual({
      form: {
        ...valid,
        address1: '',
        address2: '',
        city: '',
        postalCode: '',
        country: '',
        shippingOptionId: '',
        giftCardCode: '',
      },
    });
  });

  it('names each bad field as the form posts it, with its first problem', () => {
    const parsed = parseCheckoutForm({ ...valid, email: 'not an address', name: '', paymentMethod: '' });
    expect(parsed).toEqual({
      fields: {
        email: 'expected an email address',
        name: 'expected a name',
        paymentMethod: 'expected a payment method',
      },
    });
  });
});
