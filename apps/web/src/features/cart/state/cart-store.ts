import type { CartItemIn, CartItemOut, InvalidBasketItem } from '@shop/contracts';
import { canAdd, clampQuantity, lineKey, MAX_LINE_QUANTITY } from '@shop/domain';
import {
  applyChanges,
  deriveView,
  mergeUnavailable,
  newLine,
  toRequestLine,
  unitsOfProduct,
  withKey,
} from './cart-lines.ts';
import type { AddResult, CartActions, CartItem, CartStatus, CartView } from './cart-types.ts';

/**
 * The cart store (SPEC §4, DESIGN §5): optimistic, outside React, no library. Every change shows at once; the
 * changed lines wait in a queue and go to the server in ONE merge sync (isMerge true) 500 ms after the last
 * change. Each answer carries the server's whole cart, which replaces the local lines; changes made meanwhile
 * stay laid over it. A failed sync rolls its changes back and says why. Syncs never overlap.
 */

export const cartDebounceMs = 500;

export interface SyncRequest {
  items: CartItemIn[];
  isMerge: boolean;
  cartKey?: string;
}

export interface SyncAnswer {
  items: CartItemOut[];
  invalid: InvalidBasketItem[];
  /** The server's message, translated; null when it sent none. */
  notice: string | null;
}

export interface CartStoreDeps {
  sync(request: SyncRequest): Promise<SyncAnswer>;
  /** Who owns the cart now: a guest (with the cart key), a member (no key), or null while no store is chosen. */
  owner(): { cartKey?: string } | null;
  allowStockBelowZero(): boolean;
  insufficientStockText(stock: number): string;
  /** The store's most units per line (lineQuantityLimit); MAX_LINE_QUANTITY when not given. */
  lineLimit?(): number;
  /** The refusal of a line above that limit. */
  lineLimitText?(max: number): string;
  /** The failure text: the server's message, or 'sync shopping cart failed, retry'. */
  syncFailedText(error: unknown): string;
  notify(text: string, kind: 'info' | 'error'): void;
  /** Told the number of units whenever the view changes (the tab badge). */
  onUnits?(units: number): void;
  debounceMs?: number;
}

export interface CartStore {
  view(): CartView;
  subscribe(listener: () => void): () => void;
  actions: CartActions;
  /** Replaces the local cart with the server's (start-up, store or session change). */
  load(): Promise<boolean>;
  /** Sends the waiting changes now, if any; resolves true when none are left unsent. */
  flush(): Promise<boolean>;
  /** Forgets everything of the previous owner (login, logout) and loads the new owner's cart. */
  reset(): Promise<boolean>;
  /** Whether a load has succeeded since the last reset. */
  loaded(): boolean;
}

type Changes = Map<string, CartItem>;

export function createCartStore(deps: CartStoreDeps): CartStore {
  const debounceMs = deps.debounceMs ?? cartDebounceMs;
  const listeners = new Set<() => void>();
  let confirmed: CartItem[] = [];
  let inflight: Changes = new Map();
  let pending: Changes = new Map();
  let unavailable: InvalidBasketItem[] = [];
  let status: CartStatus = 'idle';
  let message: string | null = null;
  let hasLoaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped on reset: answers to calls made for a previous owner are dropped.
  let generation = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let view: CartView = build();

  function build(): CartView {
    return { ...deriveView(applyChanges(confirmed, inflight, pending), unavailable), status, message };
  }

  function publish() {
    view = build();
    deps.onUnits?.(view.totalUnits);
    for (const l of listeners) l();
  }

  /** Runs network work one call at a time, in the order asked. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  }

  function settledStatus(): CartStatus {
    return pending.size > 0 ? 'syncing' : 'ready';
  }

  function accept(answer: SyncAnswer) {
    confirmed = answer.items.map(withKey);
    inflight = new Map();
    // The server names only its own store's products; the client still knows what the line was.
    const names = new Map(view.items.map((i) => [i.ProductId, i.ProductName ?? '']));
    const reported = answer.invalid.map((i) =>
      i.ProductName ? i : { ...i, ProductName: names.get(i.ProductId) ?? '' },
    );
    unavailable = mergeUnavailable(unavailable, reported);
    hasLoaded = true;
    message = answer.notice;
    status = settledStatus();
    if (answer.notice) deps.notify(answer.notice, 'info');
    publish();
  }

  function fail(error: unknown) {
    inflight = new Map();
    message = deps.syncFailedText(error);
    status = 'error';
    deps.notify(message, 'error');
    publish();
  }

  async function send(request: Omit<SyncRequest, 'cartKey'>): Promise<boolean> {
    const owner = deps.owner();
    if (!owner) return false;
    const gen = generation;
    try {
      const answer = await deps.sync({ ...request, ...owner });
      if (gen !== generation) return false;
      accept(answer);
      return true;
    } catch (error) {
      if (gen !== generation) return false;
      fail(error);
      return false;
    }
  }

  function sendPending(): Promise<boolean> {
    if (pending.size === 0) return Promise.resolve(status !== 'error');
    if (!deps.owner()) return Promise.resolve(false);
    inflight = pending;
    pending = new Map();
    return send({ items: [...inflight.values()].map(toRequestLine), isMerge: true });
  }

  function fetchAll(): Promise<boolean> {
    if (!deps.owner()) return Promise.resolve(false);
    if (!hasLoaded) {
      status = 'loading';
      publish();
    }
    // A merge with no lines changes nothing and answers the whole cart: a load that can never wipe it.
    return send({ items: [], isMerge: true });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void exclusive(sendPending);
    }, debounceMs);
  }

  function change(items: readonly CartItem[]) {
    for (const item of items) pending.set(item.key, item);
    status = 'syncing';
    schedule();
    publish();
  }

  function refuseWith(text: string): AddResult {
    message = text;
    deps.notify(message, 'error');
    publish();
    return { ok: false, message };
  }

  const refuse = (stock: number) => refuseWith(deps.insufficientStockText(stock));

  /** A line may not grow past the store's limit (the server refuses it too: CART_QUANTITY_LIMIT). */
  function aboveLimit(quantity: number): AddResult | null {
    const limit = deps.lineLimit?.() ?? MAX_LINE_QUANTITY;
    if (quantity <= limit) return null;
    return refuseWith(deps.lineLimitText?.(limit) ?? String(limit));
  }

  const actions: CartActions = {
    add(product, attributes = [], qty = 1) {
      const adding = clampQuantity(qty);
      if (adding === 0) return { ok: true };
      const items = view.items;
      const check = canAdd(
        unitsOfProduct(items, product.ProductId),
        product.Stock,
        deps.allowStockBelowZero(),
        product.IgnoreStock,
        adding,
      );
      if (!check.ok) return refuse(check.params.Stock);
      const key = lineKey(
        product.ProductId,
        attributes.map((a) => a.uid),
      );
      const line = items.find((i) => i.key === key);
      const limited = aboveLimit((line?.ProductNum ?? 0) + adding);
      if (limited) return limited;
      const next = line
        ? {
            ...line,
            ProductNum: clampQuantity(line.ProductNum + adding),
            Stock: product.Stock,
            IgnoreStock: product.IgnoreStock,
          }
        : newLine(product, attributes, adding, items.length);
      change([next]);
      return { ok: true };
    },

    setQuantity(key, qty) {
      const line = view.items.find((i) => i.key === key);
      if (!line) return { ok: true };
      const next = clampQuantity(qty);
      if (next > line.ProductNum) {
        const limited = aboveLimit(next);
        if (limited) return limited;
        const units = unitsOfProduct(view.items, line.ProductId);
        const more = next - line.ProductNum;
        const check = canAdd(units, line.Stock, deps.allowStockBelowZero(), line.IgnoreStock, more);
        if (!check.ok) return refuse(check.params.Stock);
      }
      if (next !== line.ProductNum) change([{ ...line, ProductNum: next }]);
      return { ok: true };
    },

    remove(key) {
      actions.setQuantity(key, 0);
    },

    setSelected(keys, selected) {
      const wanted = new Set(keys);
      const lines = view.items.filter((i) => wanted.has(i.key) && i.excluded === selected);
      if (lines.length > 0) change(lines.map((i) => ({ ...i, excluded: !selected })));
    },

    syncNow() {
      clearTimeout(timer);
      timer = undefined;
      return exclusive(() => (pending.size > 0 ? sendPending() : fetchAll()));
    },

    clearInvalid() {
      const outOfStock = view.items.filter((i) => i.IsOutStock).map((i) => ({ ...i, ProductNum: 0 }));
      unavailable = [];
      if (outOfStock.length > 0) change(outOfStock);
      else publish();
      return actions.syncNow();
    },
  };

  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    load: () => exclusive(fetchAll),
    flush() {
      clearTimeout(timer);
      timer = undefined;
      return exclusive(() => (pending.size > 0 ? sendPending() : Promise.resolve(true)));
    },
    reset() {
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
      chain = Promise.resolve();
      confirmed = [];
      inflight = new Map();
      pending = new Map();
      unavailable = [];
      message = null;
      hasLoaded = false;
      status = 'idle';
      publish();
      return exclusive(fetchAll);
    },
    loaded: () => hasLoaded,
  };
}
