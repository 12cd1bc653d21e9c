// Spec visitor-runtime §5: a hidden field takes its value from the page query string when a parameter of
// the same name exists; otherwise it keeps its configured value.
export function readHiddenFieldValue(field: { key: string; value: string }, search: string): string {
  const params = new URLSearchParams(search);
  return params.has(field.key) ? (params.get(field.key) ?? '') : field.value;
}
