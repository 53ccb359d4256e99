// The load scenarios of DESIGN §6, built from the running demo shop so every request is a realistic one.
import { randomBytes } from 'node:crypto';
import type { LoadSpec } from './lib/load.ts';

export interface Catalogue {
  storeId: number;
  categoryUids: number[];
  productIds: number[];
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { Success: boolean; Result: T; Message: string };
  if (!envelope.Success) throw new Error(`${url}: ${envelope.Message}`);
  return envelope.Result;
}

/** The default store (inlined in index.html), its categories and its plain in-stock products. */
export async function catalogueOf(base: string): Promise<Catalogue> {
  const html = await (await fetch(`${base}/`)).text();
  const match = /"storeId":(\d+)/.exec(html);
  if (!match) throw new Error('no store in the boot data');
  const storeId = Number(match[1]);
  const categories = await post<Array<{ uid: number; system: boolean }>>(`${base}/wxapi/product/categories`, {
    storeId,
  });
  const list = await post<{
    items: Array<{ ProductId: number; HasAttributes: boolean; IsOutStock: boolean }>;
  }>(`${base}/wxapi/product/listmulti`, { storeId, pageIndex: 1, pageSize: 50 });
  return {
    storeId,
    categoryUids: categories.filter((c) => !c.system).map((c) => c.uid),
    productIds: list.items.filter((p) => !p.HasAttributes && !p.IsOutStock).map((p) => p.ProductId),
  };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export async function scenarios(base: string): Promise<LoadSpec[]> {
  const { storeId, categoryUids, productIds } = await catalogueOf(base);
  // A thousand guest carts, each a shopper's basket of three products whose quantities they change, sync after
  // sync: the load measures the sync of a cart of a few lines, as the app sends it. (Issue 15: adding a random one
  // of 200 products every time grew each cart by a line a sync, to 20 and more lines in a 10 s run, so the
  // figure fell with BENCH_SECONDS.)
  const carts = Array.from({ length: 1000 }, () => ({
    cartKey: randomBytes(16).toString('hex'),
    basket: [pick(productIds), pick(productIds), pick(productIds)],
  }));
  return [
    {
      name: 'product list',
      url: `${base}/wxapi/product/listmulti`,
      body: () => ({ storeId, categoryUids: [pick(categoryUids)], pageIndex: 1, pageSize: 20 }),
    },
    {
      name: 'cart sync',
      url: `${base}/wxapi/shopcart/syncshopcartv2`,
      headers: { 'x-store-id': String(storeId) },
      body: () => {
        const cart = pick(carts);
        return {
          shopcartItems: JSON.stringify([
            { ProductId: pick(cart.basket), ProductNum: 1 + Math.floor(Math.random() * 3) },
          ]),
          isMerge: true,
          needProductInfo: true,
          cartType: 0,
          cartKey: cart.cartKey,
        };
      },
    },
  ];
}
