import { CHECKOUT_WORDS } from '../../../shared/words/checkoutWords';
import { selectWords } from '../../../shared/words/selectWords';
import type { PaymentProvider } from './PaymentProvider';

// The built-in methods' words are the runtime's own, so the shopper reads them in the store's language; a
// provider added later brings its own label and description (English until its words join the catalogue).
const TRANSLATED = {
  'pay-later': { label: 'payLaterLabel', description: 'payLaterDescription' },
} as const satisfies Record<
  string,
  { label: keyof typeof CHECKOUT_WORDS.en; description: keyof typeof CHECKOUT_WORDS.en }
>;

/** What a shopper reads of a payment method at checkout and on the confirmation, in the store's locale. */
export function describePaymentMethod(
  provider: Pick<PaymentProvider, 'id' | 'label' | 'description'>,
  locale: string,
): { id: string; label: string; description: string } {
  const keys = TRANSLATED[provider.id as keyof typeof TRANSLATED];
  if (!keys) return { id: provider.id, label: provider.label, description: provider.description };
  const words = selectWords(CHECKOUT_WORDS, locale);
  return { id: provider.id, label: words[keys.label], description: words[keys.description] };
}
