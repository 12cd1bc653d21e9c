/**
 * The path of the first value nested deeper than `maxDepth` arrays and objects (the top level is depth 1),
 * or null. Iterative, so a hostile document cannot exhaust the stack of the code checking it.
 */
export function findTooDeep(value: unknown, maxDepth: number): Array<string | number> | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.path.length >= maxDepth) return next.path;
    const entries: Array<[string | number, unknown]> = Array.isArray(next.value)
      ? next.value.map((item, index) => [index, item])
      : Object.entries(next.value);
    for (const [key, child] of entries) stack.push({ value: child, path: [...next.path, key] });
  }
  return null;
}
