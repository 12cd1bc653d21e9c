import { describe, it, expect } from 'vitest';
import { CHECKOUT_MESSAGES, PRICE_MESSAGES } from '../../../../src/shared/messages/checkoutMessages';

describe('checkout messages (spec visitor-runtime §8)', () => {
  it('has the session-or-cookies alert', () => {
    expect(CHECKOUT_MESSAGES.sessionExpiredOrNoCookies).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });
});

describe('price texts (spec visitor-runtime §1)', () => {
  it('formats the starting price', () => {
    expect(PRICE_MESSAGES.fromPrice('$10.00')).toBe('from $10.00');
  });

  it('formats renewal for more than 1 and exactly 1 period', () => {
    expect(PRICE_MESSAGES.renewsEvery(2, 'week')).toBe('renews every 2 weeks');
    expect(PRICE_MESSAGES.renewsEvery(3, 'month')).toBe('renews every 3 months');
    expect(PRICE_MESSAGES.renewsEvery(1, 'year')).toBe('renews every year');
  });

  it('formats finite terms', () => {
    expect(PRICE_MESSAGES.forPayments(6)).toBe('for 6 payments');
  });
});
