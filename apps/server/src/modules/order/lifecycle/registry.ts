import type { Tx } from '../../../db/client.ts';
import type { OrderKind, OrderStatus } from '../../../db/schema/order.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { AppError } from '../../../platform/http/app-error.ts';
import type { EventOf, OrderEventType, OrderFacts } from './events.ts';
import type { LockRank } from './lock-ranks.ts';

/** What the lifecycle's own steps use of the app besides the transaction: somewhere to report a refused refund. */
export type EffectDeps = Pick<AppDeps, 'log'>;

/** An effect's handler: the orders of its kinds the event just moved (locked by the caller), and the event. */
type Handler<T extends OrderEventType> = (tx: Tx, orders: OrderFacts[], event: EventOf<T>) => Promise<void>;

/**
 * What one area does when orders of some kinds go through an event (decision 046): coupons given back on a
 * cancel, points earned on completion, taken back on a refund. Each handler runs inside the event's transaction,
 * once per (order, event), with the orders of its kinds only; a handler that throws rolls the event back.
 */
export interface OrderEffect {
  /** The area that owns the effect (DESIGN §2 name), and what it is: together its key in the registry. */
  area: string;
  name: string;
  /** Where its first lock sits in decision 012's order; effects of one event run by ascending rank. */
  rank: LockRank;
  kinds: readonly OrderKind[];
  on: { [T in OrderEventType]?: Handler<T> };
}

/** Who cancels: the shopper in the app, or the store (staff). The timeout sweep cancels unpaid orders of any kind. */
export type Canceller = 'shopper' | 'store';

/** The statuses a canceller may cancel an order of a kind from, and whether a paid one may be (it is refunded). */
export interface CancelRule {
  from: readonly OrderStatus[];
  paid: boolean;
}

/** What a kind made of a payment: kept (applied), given back (refunded), or left for staff (flagged). */
export type PaidOutcome = 'applied' | 'refunded' | 'flagged';

/** Who may cancel and refund an order of one kind, and the kind's own last word on a cancel (decision 046). */
export interface OrderKindRules {
  kind: OrderKind;
  /**
   * What a payment means for the kind, once per order, in the payment's transaction right after the order became
   * paid and its 'paid' event ran (coupons issued, a level raised, a top-up credited). Rows it locks come after the
   * order and its payments (decision 012). One that can no longer deliver gives the money back (order's
   * refundUnfulfilled) and says so. None: the payment is all (a goods order then waits for the store).
   */
  onPaid?(tx: Tx, deps: EffectDeps, order: OrderFacts, at: Date): Promise<PaidOutcome>;
  cancel: Partial<Record<Canceller, CancelRule>>;
  /** The statuses a paid order of the kind may be refunded from, whole or by line; none: not refundable. */
  refundFrom?: readonly OrderStatus[];
  /** A refusal of the kind's own, read with the order row locked (a booking past its cut-off): null allows it. */
  refuseCancel?(tx: Tx, order: OrderFacts, by: Canceller, at: Date): Promise<AppError | null>;
}

/**
 * The effects and kind rules of one app. The process keeps one (orderRegistry), filled as the modules mount; a
 * test builds its own to watch effects without touching the shop's.
 */
export class OrderRegistry {
  readonly #effects = new Map<string, OrderEffect>();
  readonly #kinds = new Map<OrderKind, OrderKindRules>();
  #sorted: OrderEffect[] | null = null;

  /**
   * Registers an area's effect. The same entry again is a no-op (every app an API test builds in one process
   * registers its modules again); a different entry under the same area and name is a mistake.
   */
  addEffect(effect: OrderEffect): void {
    const key = `${effect.area}:${effect.name}`;
    const known = this.#effects.get(key);
    if (known && known !== effect) throw new Error(`order effect '${key}' is registered twice`);
    this.#effects.set(key, effect);
    this.#sorted = null;
  }

  /** Registers the cancel and refund rules of an order kind (once per kind, by the area that sells it). */
  addKind(rules: OrderKindRules): void {
    const known = this.#kinds.get(rules.kind);
    if (known && known !== rules) throw new Error(`order kind '${rules.kind}' is registered twice`);
    this.#kinds.set(rules.kind, rules);
  }

  /** The rules of a kind; throws for a kind no module registered, so no order is cancelled by guesswork. */
  kind(kind: OrderKind): OrderKindRules {
    const rules = this.#kinds.get(kind);
    if (!rules) throw new Error(`no order kind '${kind}' is registered (modules/index.ts shopModules)`);
    return rules;
  }

  /** Every effect, by ascending lock rank (then area and name, so the order never depends on mounting). */
  effects(): readonly OrderEffect[] {
    this.#sorted ??= [...this.#effects.values()].sort(
      (a, b) => a.rank - b.rank || `${a.area}:${a.name}`.localeCompare(`${b.area}:${b.name}`),
    );
    return this.#sorted;
  }
}

/** The shop's registry: the modules register with it when their routes mount (as payable kinds did, decision 016). */
export const orderRegistry = new OrderRegistry();

/** Registers an area's effect with the shop's registry. */
export function registerOrderEffect(effect: OrderEffect): void {
  orderRegistry.addEffect(effect);
}

/** Registers an order kind's rules with the shop's registry. */
export function registerOrderKind(rules: OrderKindRules): void {
  orderRegistry.addKind(rules);
}

/** The rules of an order's kind in the shop's registry. */
export function kindRules(kind: OrderKind): OrderKindRules {
  return orderRegistry.kind(kind);
}
