import type { MemberContext } from '../../platform/http/endpoints.ts';
import type { OrderFact } from '../order/index.ts';

/**
 * What an area records about an order from the call that places it (decision 081): a fact of its own table, or
 * null when the call carries nothing for it — the partner whose guider cookie the shopper came with. Asked after
 * every check passed and before the placing statement, so a refused order asks nothing.
 */
export type RequestFactSource = (ctx: MemberContext, storeId: number) => Promise<OrderFact | null>;

const sources = new Set<RequestFactSource>();

/** Registers a source (called as its area mounts; the same function again is a no-op). */
export function registerRequestFact(source: RequestFactSource): void {
  sources.add(source);
}

/** The registered sources' facts for this call, in registration order. */
export async function requestFacts(ctx: MemberContext, storeId: number): Promise<OrderFact[]> {
  const facts: OrderFact[] = [];
  for (const source of sources) {
    const fact = await source(ctx, storeId);
    if (fact) facts.push(fact);
  }
  return facts;
}
