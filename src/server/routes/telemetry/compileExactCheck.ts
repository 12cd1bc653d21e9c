import { z } from 'zod/mini';

/** A compiled check: true only when the schema passes the value and its output would equal the value. */
export type ExactCheck = (value: unknown) => boolean;

/** What is read of a zod (classic or mini) schema: its definition, as zod/v4/core exposes it to libraries. */
interface SchemaLike {
  _zod: { def: SchemaDef };
}

interface SchemaDef {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  coerce?: boolean;
  shape?: Record<string, SchemaLike>;
  catchall?: SchemaLike;
  innerType?: SchemaLike;
  keyType?: SchemaLike;
  valueType?: SchemaLike;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

interface CheckDef {
  check: string;
  when?: (payload: { value: unknown; issues: unknown[] }) => unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
  prefix?: string;
  value?: number;
  inclusive?: boolean;
  fn?: (value: unknown) => unknown;
}

// The server's fast path for well-formed telemetry: zod's parse copies every object it passes (and the
// route then serialised the copy), which cost ingest several µs a record. This compiles a schema into a
// predicate that reads the value without copying it and answers true only when zod would pass it AND its
// output would be the same JSON text: no key zod would strip, object keys in the schema's order (zod's output
// lists them so), no default, transform or coercion. Anything it cannot prove, it answers false, and the
// caller asks zod, whose answer and messages stay the rule. A schema holding a type or check this does not
// know compiles to null: always zod. Built from `_zod.def`, so a changed schema is followed, not copied.
//
// `ordered: false` accepts an object's keys in any order (for a value that is read field by field, never
// stored as text, like the record envelope). `fields` replaces the checks of some of an object schema's own
// fields (the envelope's payload, checked by its kind's schema instead).
export function compileExactCheck(
  schema: { _zod: { def: object } },
  { ordered = true, fields = {} }: { ordered?: boolean; fields?: Record<string, ExactCheck> } = {},
): ExactCheck | null {
  const def = schema._zod.def as SchemaDef;
  return def.type === 'object' ? compileObject(def, ordered, fields) : compile(def, ordered);
}

function compile(def: SchemaDef, ordered: boolean): ExactCheck | null {
  switch (def.type) {
    case 'string':
      return def.coerce ? null : withChecks((v) => typeof v === 'string', def);
    case 'number':
      return def.coerce ? null : withChecks((v) => typeof v === 'number' && Number.isFinite(v), def);
    case 'boolean':
      return def.coerce || def.checks?.length ? null : (v) => typeof v === 'boolean';
    case 'literal': {
      const values = new Set<unknown>(def.values ?? []);
      if (def.checks?.length || ![...values].every((v) => typeof v === 'string' || typeof v === 'boolean')) return null;
      return (v) => values.has(v);
    }
    case 'enum': {
      const values = new Set<unknown>(Object.values(def.entries ?? {}));
      if (def.checks?.length || ![...values].every((v) => typeof v === 'string')) return null;
      return (v) => values.has(v);
    }
    case 'nullable': {
      const inner = def.innerType && !def.checks?.length ? compile(def.innerType._zod.def, ordered) : null;
      return inner && ((v) => v === null || inner(v));
    }
    case 'optional': {
      // A key that may be absent (compileObject), or a value that may be undefined (nothing JSON holds).
      const inner = def.innerType && !def.checks?.length ? compile(def.innerType._zod.def, ordered) : null;
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'object':
      return compileObject(def, ordered);
    case 'record':
      return compileRecord(def, ordered);
    default:
      return null;
  }
}

// The checks zod runs on a string or number once its type passed: each must hold.
function withChecks(type: ExactCheck, def: SchemaDef): ExactCheck | null {
  const checks: ExactCheck[] = [];
  for (const { _zod } of def.checks ?? []) {
    const check = compileCheck(_zod.def);
    if (!check) return null;
    checks.push(check);
  }
  if (checks.length === 0) return type;
  return (v) => {
    if (!type(v)) return false;
    for (const check of checks) if (!check(v)) return false;
    return true;
  };
}

// zod's own condition on its length checks (run when the value has a length): always true for a string.
const RUN_WHEN_HAS_LENGTH = (z.string().check(z.maxLength(1))._zod.def.checks![0]!._zod.def as CheckDef).when;

function compileCheck(check: CheckDef): ExactCheck | null {
  const run = check.when === RUN_WHEN_HAS_LENGTH ? undefined : check.when;
  const test = compileTest(check);
  if (!test || run === undefined) return test;
  // A condition of the schema's own: zod asks it before the check, with the value's issues so far (none).
  return (v) => !run({ value: v, issues: [] }) || test(v);
}

function compileTest(check: CheckDef): ExactCheck | null {
  const { minimum = 0, maximum = 0, value = 0, prefix = '' } = check;
  switch (check.check) {
    case 'min_length':
      return (v) => (v as string).length >= minimum;
    case 'max_length':
      return (v) => (v as string).length <= maximum;
    case 'string_format':
      return check.format === 'starts_with' ? (v) => (v as string).startsWith(prefix) : null;
    case 'number_format':
      return check.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null;
    case 'greater_than':
      return check.inclusive ? (v) => (v as number) >= value : (v) => (v as number) > value;
    case 'less_than':
      return check.inclusive ? (v) => (v as number) <= value : (v) => (v as number) < value;
    case 'custom': {
      // A refinement passes when its function answers truthy; a promise (an async refinement) is zod's to handle.
      const fn = check.fn;
      if (!fn) return null;
      return (v) => {
        const result = fn(v);
        return Boolean(result) && !(result instanceof Promise);
      };
    }
    default:
      return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compileObject(def: SchemaDef, ordered: boolean, replaced: Record<string, ExactCheck> = {}): ExactCheck | null {
  // A catchall (loose or strict objects) or a check on the object itself: zod's.
  if (def.catchall || def.checks?.length || !def.shape) return null;
  const keys = Object.keys(def.shape);
  const fields: Array<{ check: ExactCheck; optional: boolean }> = [];
  for (const key of keys) {
    const fieldDef = def.shape[key]!._zod.def;
    const check = Object.hasOwn(replaced, key) ? replaced[key]! : compile(fieldDef, ordered);
    if (!check) return null;
    fields.push({ check, optional: fieldDef.type === 'optional' });
  }
  const index = new Map(keys.map((key, i) => [key, i]));
  const required = fields.filter((f) => !f.optional).length;
  if (!ordered)
    return (v) => {
      if (!isObject(v)) return false;
      let seen = 0;
      for (const key in v) {
        const i = index.get(key);
        if (i === undefined) return false;
        const field = fields[i]!;
        if (!field.check(v[key])) return false;
        if (!field.optional) seen += 1;
      }
      return seen === required;
    };
  return (v) => {
    if (!isObject(v)) return false;
    // Keys in the schema's order, none unknown; a required key skipped is missing.
    let next = 0;
    for (const key in v) {
      const i = index.get(key);
      if (i === undefined || i < next) return false;
      for (let j = next; j < i; j += 1) if (!fields[j]!.optional) return false;
      if (!fields[i]!.check(v[key])) return false;
      next = i + 1;
    }
    for (let j = next; j < fields.length; j += 1) if (!fields[j]!.optional) return false;
    return true;
  };
}

function compileRecord(def: SchemaDef, ordered: boolean): ExactCheck | null {
  if (def.checks?.length || !def.keyType || !def.valueType) return null;
  const keyDef = def.keyType._zod.def;
  // Keys of an enumerable type (enum, literal) make zod check every key is present: zod's.
  if (keyDef.type !== 'string') return null;
  const key = compile(keyDef, ordered);
  const value = compile(def.valueType._zod.def, ordered);
  if (!key || !value) return null;
  return (v) => {
    if (!isObject(v)) return false;
    for (const k in v) if (k === '__proto__' || !key(k) || !value(v[k])) return false;
    return true;
  };
}
