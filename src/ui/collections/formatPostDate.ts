// A post's date as readers of the site expect it: in the site's locale and time zone ("12 March 2025").
export function formatPostDate(isoDate: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(isoDate));
}
