// Walks the endpoint catalogue's request schemas, for tests generated over the contracts (issue 28: every id field
// is field.id; a bad one is a 400 naming it). Reads zod's definitions (`_zod.def`), so it knows only the schema
// kinds the contracts use; an unknown kind is a leaf.
import { routePaths } from '@shop/domain';
import type { z } from 'zod';
import { echoedNumber } from '../cart.ts';
import * as contracts from '../index.ts';
import { type Endpoint, field } from './endpoint.ts';

/** One step from a request to a field: an object key, an array's element, or a union's option. */
export type Step = { key: string } | { item: true } | { option: number };

/** A field of a request: where it sits and its schema, unwrapped of optional, nullable and default. */
export interface RequestField {
  steps: Step[];
  schema: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, nullable, default and the like. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (wrappers.has(defOf(s).type)) s = defOf(s).innerType!;
  return s;
}

/** Every endpoint the contracts export, alone or in an area's `…Endpoints` object, once per path. */
export function catalogueEndpoints(): Endpoint[] {
  const isEndpoint = (v: unknown): v is Endpoint =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Endpoint).path === 'string' &&
    typeof (v as Endpoint).access === 'string' &&
    typeof (v as { request?: { safeParse?: unknown } }).request?.safeParse === 'function';
  const found = new Map<string, Endpoint>();
  for (const value of Object.values(contracts)) {
    const candidates = isEndpoint(value)
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value)
        : [];
    for (const ep of candidates) if (isEndpoint(ep) && !found.has(ep.path)) found.set(ep.path, ep);
  }
  return [...found.values()];
}

/** A schema that reads a row id: field.id itself, or text or a number turned into one (a cart option's uid). */
export function readsId(schema: z.ZodType): boolean {
  const s = unwrap(schema);
  if (s === field.id) return true;
  const def = defOf(s);
  return def.type === 'pipe' && unwrap(def.out!) === field.id;
}

/** The cart item's echoed numbers: ignored by the server, so no id though some are named like one. */
const echoed = unwrap(echoedNumber);

/**
 * Every field of a request, depth first: object keys, array elements, union options. `throughPipes` 'in' follows
 * a pipe's input only (what the client sends as JSON); 'both' also follows its output (the fields of a JSON text
 * such as the cart sync's shopcartItems). A field that reads an id, or an echoed one, is not looked into.
 */
export function requestFields(schema: z.ZodType, throughPipes: 'in' | 'both' = 'in'): RequestField[] {
  const out: RequestField[] = [];
  const visit = (raw: z.ZodType, steps: Step[]) => {
    const s = unwrap(raw);
    out.push({ steps, schema: s });
    if (readsId(s) || s === echoed) return;
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape!)) visit(child, [...steps, { key }]);
        return;
      case 'array':
        return visit(def.element!, [...steps, { item: true }]);
      case 'union':
        for (const [i, option] of def.options!.entries()) visit(option, [...steps, { option: i }]);
        return;
      case 'intersection':
        visit(def.left!, steps);
        visit(def.right!, steps);
        return;
      case 'pipe':
        visit(def.in!, steps);
        if (throughPipes === 'both') visit(def.out!, steps);
        return;
      case 'lazy':
        return visit(def.getter!(), steps);
    }
  };
  visit(schema, []);
  return out;
}

/** The name a field goes by: its key, or its array's key for an element (couponIds for couponIds' items). */
export function fieldName(steps: Step[]): string | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if ('key' in step) return step.key;
  }
  return null;
}

/** The names of fields that hold a row id: id, ids, uid, and any name ending in Id, Ids, Uid or Uids. */
const idName = /(^(id|uid)|Id|Uid)s?$/;

const parses = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const containers = new Set(['object', 'array', 'union', 'intersection', 'pipe', 'lazy']);

/**
 * The fields of a request that hold a row id: those that read one (field.id), and any other number named like an
 * id (which the contracts' test refuses: every id is field.id). Text ids (a prepay or scene id) are no row ids.
 */
export function idFields(schema: z.ZodType, throughPipes: 'in' | 'both' = 'in'): RequestField[] {
  return requestFields(schema, throughPipes).filter((f) => {
    if (readsId(f.schema)) return true;
    const name = fieldName(f.steps);
    const kind = defOf(f.schema).type;
    return (
      name !== null &&
      idName.test(name) &&
      f.schema !== echoed &&
      !containers.has(kind) &&
      parses(f.schema, 1)
    );
  });
}

/** The field's path as a validation error names it (the first element of an array is 0): `items.0.ProductId`. */
export function wirePath(steps: Step[]): string {
  return steps.flatMap((step) => ('key' in step ? [step.key] : 'item' in step ? ['0'] : [])).join('.');
}

// Text values tried in turn for a required string: the first its schema takes is used.
const textCandidates = [
  'a',
  '1',
  '13800138000',
  '123456',
  'abcdefghijklmnop1234',
  '2030-01-01T00:00:00+08:00',
  '2030-01-01',
  'a@example.com',
  'https://example.com/a.png',
  '[]',
  '12:00',
  // A page a link or scene code may lead to (SPEC §2).
  routePaths[0],
];

function firstParsing(schema: z.ZodType, candidates: unknown[]): unknown {
  return candidates.find((value) => parses(schema, value));
}

/**
 * The smallest request `schema` takes with `value` at `target`: required fields only, each with a value its own
 * schema takes, and the optional objects and arrays on the way to `target` filled in. When a rule across fields
 * refuses that (one of two fields required), one optional top-level field more is filled in. Undefined when no
 * sample fits (a schema kind or text pattern the candidates do not cover).
 */
export function sampleRequest(schema: z.ZodType, target: Step[], value: unknown): unknown {
  const sample = (raw: z.ZodType, rest: Step[] | null, v: unknown, fill: string | null): unknown => {
    const def = defOf(raw);
    if (wrappers.has(def.type)) {
      if (rest !== null || fill === '') return sample(def.innerType!, rest, v, null);
      if (def.type === 'nullable') return null;
      // readonly and nonoptional still need their value; optional, default, prefault and catch do without.
      return def.type === 'readonly' || def.type === 'nonoptional'
        ? sample(def.innerType!, null, v, null)
        : undefined;
    }
    if (rest !== null && rest.length === 0) return v;
    const [step, ...after] = rest ?? [];
    switch (def.type) {
      case 'object': {
        const body: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(def.shape!)) {
          const onPath = step && 'key' in step && step.key === key;
          // '' asks the wrapper below to give its value though it is optional.
          const item = sample(child, onPath ? after : null, v, key === fill ? '' : null);
          if (item !== undefined) body[key] = item;
        }
        return body;
      }
      case 'array': {
        if (step && 'item' in step) return [sample(def.element!, after, v, null)];
        const one = sample(def.element!, null, v, null);
        return firstParsing(raw, [[], [one], [one, one], [one, one, one]]);
      }
      case 'union':
        if (step && 'option' in step) return sample(def.options![step.option]!, after, v, fill);
        return firstParsing(
          raw,
          def.options!.map((option) => sample(option, null, v, fill)),
        );
      case 'intersection':
        return Object.assign({}, sample(def.left!, rest, v, fill), sample(def.right!, rest, v, fill));
      case 'pipe':
        return sample(def.in!, rest, v, fill);
      case 'lazy':
        return sample(def.getter!(), rest, v, fill);
      case 'tuple':
        return def.items!.map((item) => sample(item, null, v, null));
      case 'record':
        return {};
      case 'literal':
        return def.values![0];
      case 'enum':
        return Object.values(def.entries!)[0];
      case 'boolean':
        return false;
      case 'null':
        return null;
      case 'number':
        return firstParsing(raw, [1, 0, 100, 1000, -1]);
      case 'string':
        return firstParsing(raw, textCandidates);
      default:
        return undefined;
    }
  };
  // The fields are chosen with a valid id (1) at target, so a refusal is the sample's and not the value's.
  const topKeys = Object.keys(defOf(unwrap(schema)).shape ?? {});
  const fill = [null, ...topKeys].find((key) => parses(schema, sample(schema, target, 1, key)));
  return fill === undefined ? undefined : sample(schema, target, value, fill);
}
