interface Pending {
  value: object;
  depth: number;
  parent: Pending | null;
  key: string | number;
}

/**
 * The path of the first value nested deeper than `maxDepth` arrays and objects (the top level is depth 1),
 * or null. Iterative, so a hostile document cannot exhaust the stack of the code checking it. Only objects
 * and arrays are queued, each with a link to its parent: the path is built only for the value at fault, as
 * copying it for every value made this check the main cost of a telemetry batch.
 */
export function findTooDeep(value: unknown, maxDepth: number): Array<string | number> | null {
  if (typeof value !== 'object' || value === null) return null;
  const stack: Pending[] = [{ value, depth: 0, parent: null, key: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.depth >= maxDepth) return pathOf(next);
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    let index = 0;
    const keys = Array.isArray(next.value) ? null : Object.keys(next.value);
    for (const child of children as unknown[]) {
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, depth: next.depth + 1, parent: next, key: keys ? keys[index]! : index });
      index += 1;
    }
  }
  return null;
}

function pathOf(pending: Pending): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Pending | null = pending; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}
