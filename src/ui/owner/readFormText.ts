// A text field of a submitted form; a file input (or a missing field) reads as ''.
export function readFormText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
