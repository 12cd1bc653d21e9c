import { formatJsonPath } from '../../siteData/formatSiteDataIssues';
import { CheckoutForm } from './cartRequests';

/**
 * The checkout page's message above a form it sends back with fields marked: whether the form did not parse
 * or the order cannot be placed with what it says (no shipping address for goods, an unknown payment method).
 */
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';

/** Field errors of a checkout form, by field name as the form posts it: what the page marks beside each. */
export type CheckoutFieldErrors = Record<string, string>;

/** Reads a posted checkout form, or says what is wrong with each field (the first problem per field). */
export function parseCheckoutForm(
  raw: Record<string, string>,
): { form: CheckoutForm } | { fields: CheckoutFieldErrors } {
  const parsed = CheckoutForm.safeParse(raw);
  if (parsed.success) return { form: parsed.data };
  const fields: CheckoutFieldErrors = {};
  for (const issue of parsed.error.issues) fields[formatJsonPath(issue.path).replace(/^\$\./, '')] ??= issue.message;
  return { fields };
}
