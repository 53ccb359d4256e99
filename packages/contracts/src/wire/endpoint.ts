import { z } from 'zod';

/** Who may call an endpoint: anyone, or a logged-in member (401 otherwise). */
export type Access = 'public' | 'member';

/** One server call of SPEC §7: its path under /wxapi/, who may call it, and its request and result schemas. */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: string;
  access: A;
  request: Req;
  result: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  def: Endpoint<Req, Res, A>,
): Endpoint<Req, Res, A> {
  return def;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResultOf<E extends Endpoint> = z.output<E['result']>;

/**
 * The response envelope of DESIGN §3. `Result` carries the endpoint's result; a few calls add top-level
 * fields the spec names (the cart sync's `InvalidBasketItems`).
 */
export interface Envelope<R = unknown> {
  Success: boolean;
  Result: R;
  Message: string;
  Code: string | null;
  [extra: string]: unknown;
}

/** Shared field shapes, so every contract bounds strings and ids the same way. */
export const field = {
  /**
   * A row id: the serial ids are PostgreSQL int4, so past 2147483647 the database would refuse the value (a 500).
   * Every id of every request is this one schema (issue 28; request-fields-test-kit.ts finds them for the tests).
   */
  id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(0).max(9999),
  text: (max = 200) => z.string().max(max),
  phone: z.string().max(20),
  page: z.number().int().min(1).max(10_000),
  pageSize: z.number().int().min(1).max(100),
  /** A client's key for one request that changes something (a purchase, a transfer): its repeat answers the first. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -'),
};
