import { describe, expect, it } from 'vitest';
import { composeOrderEmails, type OrderEmailFacts } from '../../../../src/server/mail/composeOrderEmails';

const NOW = Date.UTC(2026, 10, 28, 12);

// An order of a digital plan and a gift card for someone else, as Commerce hands it over: its money and
// dates already formatted in the store's locale.
function factsIn(locale: string, money: (amount: string) => string): OrderEmailFacts {
  return {
    siteTitle: 'Harbour & Pine',
    origin: 'https://shop.example',
    locale,
    order: {
      id: 'o1',
      number: '71804358',
      email: 'ann@example.com',
      customerName: 'Ann Buyer',
      confirmationPath: '/commerce/order-confirmed?order=t1',
    },
    lines: [{ title: 'Stool plans', quantity: 1, total: money('12.00') }],
    totals: [{ kind: 'total', label: 'Total', cents: 6200, text: money('62.00') }],
    subscription: null,
    giftCards: [
      {
        code: 'EASF-HBSY-J5YJ-AKQR',
        amount: money('50.00'),
        recipient: { recipientEmail: 'gwen@example.com', recipientName: 'Gwen', message: '', sendOn: '2026-12-24' },
      },
    ],
    reviewLinks: [{ title: 'Stool plans', path: '/reviews/new?t=r1' }],
    downloads: [{ title: 'Stool plans', path: '/downloads/d1', expiresAt: Date.UTC(2026, 11, 28), allowed: 5 }],
    now: NOW,
  };
}

describe("an order's emails", () => {
  it('are written in English for an English store', () => {
    const [confirmation, gift] = composeOrderEmails(factsIn('en-GB', (a) => `£${a}`));
    expect(confirmation!.subject).toBe('Your order 71804358 from Harbour & Pine');
    expect(confirmation!.text).toContain('Hello Ann Buyer,');
    expect(confirmation!.text).toContain('Your downloads: each link works 5 times, until 28 December 2026.');
    expect(confirmation!.text).toContain('Download Stool plans: https://shop.example/downloads/d1');
    expect(confirmation!.text).toContain('Review Stool plans: https://shop.example/reviews/new?t=r1');
    expect(confirmation!.html).toContain('Harbour &amp; Pine');
    expect(gift!.subject).toBe('Ann Buyer sent you a Harbour & Pine gift card');
    expect(gift!.text).toContain('Ann Buyer sent you a gift card of £50.00 for Harbour & Pine.');
  });

  it('are written in German for a German store, none of the English left', () => {
    const [confirmation, gift] = composeOrderEmails(factsIn('de-DE', (a) => `${a.replace('.', ',')} €`));
    expect(confirmation!.subject).toBe('Ihre Bestellung 71804358 bei Harbour & Pine');
    expect(confirmation!.text).toContain('Hallo Ann Buyer,');
    expect(confirmation!.text).toContain('Vielen Dank für Ihre Bestellung 71804358 bei Harbour & Pine.');
    expect(confirmation!.text).toContain(
      'Gutschein über 50,00 € für Gwen (gwen@example.com), zugestellt am 24. Dezember 2026.',
    );
    expect(confirmation!.text).toContain('Jeder Link funktioniert 5-mal, bis zum 28. Dezember 2026.');
    expect(confirmation!.text).toContain('Stool plans herunterladen: https://shop.example/downloads/d1');
    expect(confirmation!.text).toContain('Ihre Bestellung: https://shop.example/commerce/order-confirmed?order=t1');
    expect(confirmation!.text).toContain('Stool plans bewerten: https://shop.example/reviews/new?t=r1');
    expect(gift!.subject).toBe('Ann Buyer hat Ihnen einen Gutschein von Harbour & Pine geschickt');
    expect(gift!.text).toContain('Ihr Gutscheincode:\n\nEASF-HBSY-J5YJ-AKQR');
    for (const email of [confirmation!, gift!])
      expect(email.text).not.toMatch(/\b(Hello|Thank you|Your|Download|Review|gift card|Enter it)\b/);
  });
});
