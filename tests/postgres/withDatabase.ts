export const TEMPLATE_DATABASE = 'site_template';

/** The same server and user, another database. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
