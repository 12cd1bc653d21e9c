// Spec visitor-runtime §5: a query parameter named after a hidden field's key overrides its value.
export function readHiddenFieldValue(field: { key: string; value: string }, search: string): string {
  const params = new URLSearchParams(search);
  return params.has(field.key) ? (params.get(field.key) ?? '') : field.value;
}
