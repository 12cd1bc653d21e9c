// A DATABASE_URL as it may be printed: the password is left out.
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (!url.password) return databaseUrl;
    url.password = '';
    return url.toString().replace(/:@/, '@');
  } catch {
    return databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1@');
  }
}
