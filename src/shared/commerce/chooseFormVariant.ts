import { findVariant, listProductOptions } from './findVariant';

interface ChoosableVariant {
  /** Filled in place when the server starts (assignSkus), so a served product's variants all have one. */
  sku?: string;
  optionValues: readonly { name: string; value: string }[];
}

/** The variant a posted product form chose, or the option fields at fault (JSON paths, as a 400 names them). */
export type FormVariantChoice = { sku: string | null } | { fields: Record<string, string> };

/**
 * Which SKU a product form posted without script buys. The hidden `sku` field holds the variant the server
 * rendered (the first one), so when the form carries the option selects, the options decide: a visitor
 * without script, or whose product chunk failed to load, gets the variant they chose. A post with no option
 * fields at all (a product without options, or a client that sends the SKU itself) keeps its `sku`
 * (null: the post's own sku field stands).
 */
export function chooseFormVariant(
  variants: readonly ChoosableVariant[],
  form: Readonly<Record<string, unknown>>,
): FormVariantChoice {
  const options = listProductOptions(variants);
  const posted = options.filter((option) => option.name in form);
  if (options.length === 0 || posted.length === 0) return { sku: null };
  const fields: Record<string, string> = {};
  const choice: Record<string, string> = {};
  for (const option of options) {
    const value = form[option.name];
    if (typeof value !== 'string' || !option.values.includes(value))
      fields[`$.${option.name}`] = `expected one of: ${option.values.join(', ')}`;
    else choice[option.name] = value;
  }
  if (Object.keys(fields).length > 0) return { fields };
  const variant = findVariant(variants, choice);
  if (variant) return { sku: variant.sku ?? null };
  // Each value exists, but not together (a combination the store does not sell): every option is at fault.
  return {
    fields: Object.fromEntries(
      options.map((option) => [`$.${option.name}`, 'no variant has this combination of options']),
    ),
  };
}
