import { formatJsonPath } from '../../siteData/formatSiteDataIssues';
import { CheckoutForm } from './cartRequests';

/**
 * The checkout page's message above a form it sends back with fields marked: whether the form did not parse
 * or the order cannot be placed with what it says (no shipping address for goods, an unknown payment method).
 */
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';

/** Field errors of a checkout form, by field name as the form posts it: what the page marks beside each. */
export type CheckoutFieldErrors = Record<string, string>;

/** What the page says beside a field it marks, in the site's language (checkoutWords.ts). */
export interface CheckoutFieldWords {
  fieldEmail: string;
  fieldName: string;
  fieldPaymentMethod: string;
  /** {max}: the most characters the field takes. */
  fieldTooLong: string;
}

// The English of these messages: the schema's own (cartRequests.ts), as the JSON API has always said them.
const ENGLISH_FIELD_WORDS: CheckoutFieldWords = {
  fieldEmail: 'expected an email address',
  fieldName: 'expected a name',
  fieldPaymentMethod: 'expected a payment method',
  fieldTooLong: 'expected at most {max} characters',
};

/**
 * Reads a posted checkout form, or says what is wrong with each field (the first problem per field), in the
 * words given: a value too long says how long it may be, the few required fields say what they expect.
 */
export function parseCheckoutForm(
  raw: Record<string, string>,
  words: CheckoutFieldWords = ENGLISH_FIELD_WORDS,
): { form: CheckoutForm } | { fields: CheckoutFieldErrors } {
  const parsed = CheckoutForm.safeParse(raw);
  if (parsed.success) return { form: parsed.data };
  const fields: CheckoutFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = formatJsonPath(issue.path).replace(/^\$\./, '');
    const message =
      issue.code === 'too_big'
        ? words.fieldTooLong.replace('{max}', String(issue.maximum))
        : name === 'email'
          ? words.fieldEmail
          : name === 'name'
            ? words.fieldName
            : name === 'paymentMethod'
              ? words.fieldPaymentMethod
              : issue.message;
    fields[name] ??= message;
  }
  return { fields };
}
