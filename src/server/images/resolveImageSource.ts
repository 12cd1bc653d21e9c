import path from 'node:path';

// A request names a file under the site's images folder. Only plain names and sub-folders are accepted:
// no dot segments, no backslashes, no absolute paths; the resolved path must still lie inside the folder.
export function resolveImageSource(root: string, name: string): string | null {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(name)) return null;
  const resolved = path.resolve(root, name);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}

export function rasterTypeOf(name: string): 'jpeg' | 'png' | null {
  if (/\.jpe?g$/i.test(name)) return 'jpeg';
  if (/\.png$/i.test(name)) return 'png';
  return null;
}
