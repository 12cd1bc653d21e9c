// One formatter per locale and time zone: creating an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

// A post's date as readers of the site expect it: in the site's locale and time zone ("12 March 2025").
export function formatPostDate(isoDate: string, locale: string, timeZone: string): string {
  const key = `${locale}\u0000${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
    formatters.set(key, format);
  }
  return format.format(new Date(isoDate));
}
