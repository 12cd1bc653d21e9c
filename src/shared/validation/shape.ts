// A few hundred bytes of typed validation for the first-load path, where zod (5.6 KB gzip even as zod/mini)
// would take most of the budget React leaves; only for data our own server wrote into the page.
type Shape<T> = (value: unknown, path: string) => T;
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export class ShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

function primitive<T>(name: string, test: (v: unknown) => boolean): Shape<T> {
  return (value, path) => {
    if (!test(value)) throw new ShapeError(path, name);
    return value as T;
  };
}

export const str = primitive<string>('a string', (v) => typeof v === 'string');
export const num = primitive<number>('a number', (v) => typeof v === 'number' && Number.isFinite(v));
export const int = primitive<number>('an integer', (v) => Number.isInteger(v));
export const bool = primitive<boolean>('a boolean', (v) => typeof v === 'boolean');

export function oneOf<const T extends readonly (string | number)[]>(...values: T): Shape<T[number]> {
  return primitive(`one of ${values.join(', ')}`, (v) => values.includes(v as T[number]));
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value, path) => (value === null ? null : shape(value, path));
}

export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return (value, path) => (value === undefined ? undefined : shape(value, path));
}

export function arr<T>(shape: Shape<T>): Shape<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
    return value.map((item, index) => shape(item, `${path}[${index}]`));
  };
}

type Fields = Record<string, Shape<unknown>>;
type Optionals<F extends Fields> = { [K in keyof F]: undefined extends ShapeOf<F[K]> ? K : never }[keyof F];
type ObjOf<F extends Fields> = { [K in Exclude<keyof F, Optionals<F>>]: ShapeOf<F[K]> } & {
  [K in Optionals<F>]?: ShapeOf<F[K]>;
};

export function obj<F extends Fields>(fields: F): Shape<ObjOf<F>> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const key in fields) {
      const parsed = fields[key]!((value as Record<string, unknown>)[key], `${path}.${key}`);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out as ObjOf<F>;
  };
}
