import type { CartItemOut, InvalidBasketItem } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../../lib/storage.ts';
import { guestCartKey, makeCartKey } from './cart-key.ts';
import { type CartStoreDeps, createCartStore, type SyncAnswer, type SyncRequest } from './cart-store.ts';
import type { CartProduct } from './cart-types.ts';

const tea: CartProduct = {
  ProductId: 1,
  ProductName: 'Milk tea',
  SellPrice: 15,
  OriginalPrice: 18,
  Stock: 5,
  IgnoreStock: false,
  categoryUid: 7,
  Barcode: 'B1',
  Attribute5: 'cup',
};
const cake: CartProduct = { ProductId: 2, ProductName: 'Cake', SellPrice: 28, Stock: 2, IgnoreStock: false };
const large = { uid: 31, name: 'Large', addPrice: 3, groupName: 'Size' };

/** A line as the server answers it. */
function serverLine(over: Partial<CartItemOut> & Pick<CartItemOut, 'ProductId' | 'ProductNum'>): CartItemOut {
  return {
    SellPrice: 15,
    ProductSellPrice: 15,
    OriginalPrice: 15,
    CartItemAttributes: [],
    Stock: 5,
    IgnoreStock: false,
    CartIdx: 0,
    CartItemId: 100 + over.ProductId,
    Comment: '',
    excluded: false,
    IsOutStock: false,
    Quantity: over.ProductNum,
    ProductName: `P${over.ProductId}`,
    ...over,
  };
}

interface Call {
  request: SyncRequest;
  resolve: (answer: SyncAnswer) => void;
  reject: (error: unknown) => void;
}

function setup(over: Partial<CartStoreDeps> = {}) {
  const calls: Call[] = [];
  const notices: Array<[string, string]> = [];
  const units: number[] = [];
  const deps: CartStoreDeps = {
    sync: (request) =>
      new Promise<SyncAnswer>((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
    owner: () => ({ cartKey: 'guest-key-0123456789abcdef' }),
    allowStockBelowZero: () => false,
    insufficientStockText: (stock) => `insufficient stock, current stock ${stock}`,
    syncFailedText: (error) =>
      error instanceof Error && error.message ? error.message : 'sync failed, retry',
    notify: (text, kind) => notices.push([kind, text]),
    onUnits: (n) => units.push(n),
    ...over,
  };
  const store = createCartStore(deps);
  const answer = async (index: number, items: CartItemOut[], extra: Partial<SyncAnswer> = {}) => {
    calls[index]!.resolve({ items, invalid: [], notice: null, ...extra });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { store, calls, notices, units, answer, actions: store.actions };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart store: queued changes', () => {
  it('shows a change at once and sends the changed lines once, 500 ms after the last change', async () => {
    const { store, calls, actions, units } = setup();
    actions.add(tea);
    actions.add(tea, [], 2);
    actions.add(tea, [large]);
    expect(store.view().items.map((i) => [i.key, i.ProductNum])).toEqual([
      ['1|', 3],
      ['1|31', 1],
    ]);
    expect(store.view().status).toBe('syncing');
    expect(units.at(-1)).toBe(4);
    await vi.advanceTimersByTimeAsync(499);
    actions.setQuantity('1|', 2);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    const { request } = calls[0]!;
    expect(request.isMerge).toBe(true);
    expect(request.cartKey).toBe('guest-key-0123456789abcdef');
    expect(request.items).toEqual([
      { ProductId: 1, ProductNum: 2, CartItemAttributes: [], excluded: false },
      { ProductId: 1, ProductNum: 1, CartItemAttributes: [{ txtproductAttributeUid: 31 }], excluded: false },
    ]);
  });

  it('previews prices and totals with the options add-ons before the server answers', () => {
    const { store, actions } = setup();
    actions.add(tea, [large], 2);
    const [line] = store.view().items;
    expect(line).toMatchObject({ SellPrice: 18, OriginalPrice: 21, ProductNum: 2, ProductName: 'Milk tea' });
    expect(store.view().summary).toEqual({ amount: 36, quantity: 2, originalAmount: 42, discountedPrice: 6 });
    expect(store.view().countByProduct[1]).toEqual({ num: 2, attr5: 'cup', bcode: 'B1' });
    expect(store.view().countByCategory[7]).toBe(2);
  });

  it("replaces the local lines with the server's, keeping changes made while the call was out", async () => {
    const { store, calls, actions, answer, notices } = setup();
    actions.add(tea);
    await vi.advanceTimersByTimeAsync(500);
    actions.add(cake);
    await answer(
      0,
      [serverLine({ ProductId: 1, ProductNum: 1, SellPrice: 14.5, ProductName: 'Milk tea (new)' })],
      {
        notice: 'Items in your cart have changed',
      },
    );
    expect(store.view().items.map((i) => [i.ProductName, i.SellPrice, i.ProductNum])).toEqual([
      ['Milk tea (new)', 14.5, 1],
      ['Cake', 28, 1],
    ]);
    expect(store.view().message).toBe('Items in your cart have changed');
    expect(notices).toContainEqual(['info', 'Items in your cart have changed']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.items.map((i) => i.ProductId)).toEqual([2]);
    await answer(1, [
      serverLine({ ProductId: 1, ProductNum: 1 }),
      serverLine({ ProductId: 2, ProductNum: 1 }),
    ]);
    expect(store.view().status).toBe('ready');
    expect(store.view().message).toBeNull();
  });

  it('removes a line at 0 and never goes below 0', async () => {
    const { store, actions, calls } = setup();
    actions.add(tea, [], 2);
    actions.setQuantity('1|', -4);
    expect(store.view().items).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[0]!.request.items[0]!.ProductNum).toBe(0);
  });
});

describe('cart store: stock', () => {
  it('refuses to add beyond stock with the current stock in the message, and sends nothing for it', async () => {
    const { store, actions, notices, calls } = setup();
    expect(actions.add(cake, [], 2)).toEqual({ ok: true });
    expect(actions.add(cake)).toEqual({ ok: false, message: 'insufficient stock, current stock 2' });
    expect(notices.at(-1)).toEqual(['error', 'insufficient stock, current stock 2']);
    expect(store.view().message).toBe('insufficient stock, current stock 2');
    expect(actions.setQuantity('2|', 3).ok).toBe(false);
    expect(store.view().items[0]!.ProductNum).toBe(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[0]!.request.items).toEqual([
      { ProductId: 2, ProductNum: 2, CartItemAttributes: [], excluded: false },
    ]);
  });

  it('shares the stock between the lines of one product', () => {
    const { actions } = setup();
    expect(actions.add(tea, [], 4).ok).toBe(true);
    expect(actions.add(tea, [large], 2).ok).toBe(false);
    expect(actions.add(tea, [large], 1).ok).toBe(true);
  });

  it('lets the store allow stock below zero and a product ignore stock', () => {
    expect(setup({ allowStockBelowZero: () => true }).actions.add(cake, [], 9).ok).toBe(true);
    expect(setup().actions.add({ ...cake, IgnoreStock: true, Stock: 0 }, [], 9).ok).toBe(true);
  });
});

describe('cart store: failures and loads', () => {
  it('rolls the changes back and says why when a sync fails', async () => {
    const { store, actions, calls, answer, notices } = setup();
    void store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.view().status).toBe('loading');
    await answer(0, [serverLine({ ProductId: 1, ProductNum: 1 })]);
    actions.setQuantity('1|', 3);
    expect(store.view().items[0]!.ProductNum).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    calls[1]!.reject(new Error(''));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.view().items[0]!.ProductNum).toBe(1);
    expect(store.view().status).toBe('error');
    expect(store.view().message).toBe('sync failed, retry');
    expect(notices.at(-1)).toEqual(['error', 'sync failed, retry']);
  });

  it("shows the server's words when it explained the failure", async () => {
    const { store, actions, calls } = setup();
    actions.add(tea);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new Error('Your cart has reached the maximum number of items'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.view().items).toEqual([]);
    expect(store.view().message).toBe('Your cart has reached the maximum number of items');
  });

  it('loads with a merge of no lines, so a load can never empty the cart', async () => {
    const { store, calls } = setup();
    void store.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]!.request).toEqual({ items: [], isMerge: true, cartKey: 'guest-key-0123456789abcdef' });
  });

  it('keeps out-of-stock and unavailable items listed until they are cleared', async () => {
    const { store, actions, calls, answer } = setup();
    void store.load();
    await vi.advanceTimersByTimeAsync(0);
    const gone: InvalidBasketItem = {
      ProductId: 9,
      ProductName: 'Old cake',
      Stock: 0,
      Quantity: 2,
      IsOutStock: true,
      Unavailable: true,
    };
    await answer(
      0,
      [
        serverLine({ ProductId: 1, ProductNum: 1 }),
        serverLine({ ProductId: 2, ProductNum: 3, Stock: 0, IsOutStock: true }),
      ],
      { invalid: [gone] },
    );
    expect(store.view().blockedItems.map((b) => [b.ProductName, b.Stock, b.Quantity, b.Unavailable])).toEqual(
      [
        ['P2', 0, 3, false],
        ['Old cake', 0, 2, true],
      ],
    );
    // The out-of-stock line is not counted in the totals, nor on the badge.
    expect(store.view().summary.quantity).toBe(1);
    expect(store.view().totalUnits).toBe(1);
    // Later syncs no longer report the removed item; it stays listed.
    actions.setQuantity('1|', 2);
    await vi.advanceTimersByTimeAsync(500);
    await answer(1, [
      serverLine({ ProductId: 1, ProductNum: 2 }),
      serverLine({ ProductId: 2, ProductNum: 3, IsOutStock: true }),
    ]);
    expect(store.view().blockedItems).toHaveLength(2);
    const cleared = actions.clearInvalid();
    expect(store.view().blockedItems).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[2]!.request.items).toEqual([
      { ProductId: 2, ProductNum: 0, CartItemAttributes: [], excluded: false },
    ]);
    await answer(2, [serverLine({ ProductId: 1, ProductNum: 2 })]);
    expect(await cleared).toBe(true);
  });

  it('names an unavailable item the server could not name, from the line the cart held', async () => {
    const { store, actions, answer } = setup();
    actions.add({ ...cake, ProductId: 9, ProductName: 'Other store cake' });
    await vi.advanceTimersByTimeAsync(500);
    const report = {
      ProductId: 9,
      ProductName: '',
      Stock: 0,
      Quantity: 1,
      IsOutStock: true,
      Unavailable: true,
    };
    await answer(0, [], { invalid: [report] });
    expect(store.view().items).toEqual([]);
    expect(store.view().blockedItems.map((b) => b.ProductName)).toEqual(['Other store cake']);
  });

  it('sends the selection with the lines', async () => {
    const { store, actions, calls, answer } = setup();
    void store.load();
    await vi.advanceTimersByTimeAsync(0);
    await answer(0, [
      serverLine({ ProductId: 1, ProductNum: 2 }),
      serverLine({ ProductId: 2, ProductNum: 1 }),
    ]);
    actions.setSelected(['1|', '2|'], false);
    expect(store.view().summary.quantity).toBe(0);
    const done = actions.syncNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]!.request.items.map((i) => i.excluded)).toEqual([true, true]);
    await answer(1, []);
    expect(await done).toBe(true);
  });

  it("drops answers meant for the previous owner after a reset, and loads the new owner's cart", async () => {
    let owner: { cartKey?: string } = { cartKey: 'guest-key-0123456789abcdef' };
    const { store, actions, calls, answer } = setup({ owner: () => owner });
    actions.add(tea);
    await vi.advanceTimersByTimeAsync(500);
    owner = {};
    void store.reset();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]!.request).toEqual({ items: [], isMerge: true });
    await answer(0, [serverLine({ ProductId: 1, ProductNum: 1 })]);
    expect(store.view().items).toEqual([]);
    await answer(1, [serverLine({ ProductId: 2, ProductNum: 4 })]);
    expect(store.view().items.map((i) => i.ProductId)).toEqual([2]);
  });

  it('flushes waiting changes at once, and does nothing when none wait', async () => {
    const { store, actions, calls, answer } = setup();
    expect(await store.flush()).toBe(true);
    expect(calls).toHaveLength(0);
    actions.add(tea);
    const flushed = store.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await answer(0, [serverLine({ ProductId: 1, ProductNum: 1 })]);
    expect(await flushed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('waits without a store', async () => {
    const { store, calls } = setup({ owner: () => null });
    expect(await store.load()).toBe(false);
    expect(calls).toHaveLength(0);
    expect(store.view().status).toBe('idle');
  });
});

describe('guest cart key', () => {
  it('is 32 letters and digits, made once and kept', () => {
    const backend = new Map<string, string>();
    const storage = createStorage({
      getItem: (k) => backend.get(k) ?? null,
      setItem: (k, v) => void backend.set(k, v),
      removeItem: (k) => void backend.delete(k),
      key: (i) => [...backend.keys()][i] ?? null,
      get length() {
        return backend.size;
      },
    });
    const key = guestCartKey(storage);
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(guestCartKey(storage)).toBe(key);
    storage.set({ name: 'prefs.cartKey' }, 'bad key');
    expect(guestCartKey(storage)).not.toBe('bad key');
  });

  it('skips biased bytes', () => {
    let round = 0;
    const fill = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.fill(round++ === 0 ? 250 : 1);
      return bytes;
    };
    expect(makeCartKey(fill)).toBe('B'.repeat(32));
  });
});
