// A variant is chosen by one value per option; undefined while the choice matches no variant.
interface OptionedVariant {
  optionValues: readonly { name: string; value: string }[];
}

export function findVariant<V extends OptionedVariant>(
  variants: readonly V[],
  choice: Readonly<Record<string, string>>,
): V | undefined {
  return variants.find((variant) => variant.optionValues.every((option) => choice[option.name] === option.value));
}

/** Each option's name with its distinct values, in the order the variants first use them. */
export function listProductOptions(variants: readonly OptionedVariant[]): { name: string; values: string[] }[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.optionValues) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}
