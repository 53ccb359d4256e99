import type { APIRequestContext } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';

/** A printed prepaid card as the staff API answers it once: its number and password, and its face value. */
export interface PrintedCard {
  number: string;
  password: string;
  balance: number;
}

const staff = { authorization: `Bearer ${staffToken}` };

async function firstStoreId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/wxapi/Store/NearbyStoreList', { data: { pageIndex: 1, pageSize: 10 } });
  const store = ((await res.json()) as { Result: { items: Array<{ storeId: number }> } }).Result.items[0];
  if (!store) throw new Error('no demo store');
  return store.storeId;
}

/**
 * Prints `count` of the demo chain's ¥50 gift cards (the prepaid product sold only printed) through the staff API,
 * as a store does before selling them at the counter (`npm run staff -- cards print` calls the same route).
 */
export async function staffPrintGiftCards(request: APIRequestContext, count: number): Promise<PrintedCard[]> {
  const list = await request.get('/staff/cards/products', { headers: staff });
  if (!list.ok()) throw new Error(`staff card products answered ${list.status()}`);
  const products = ((await list.json()) as { Result: { products: StaffProduct[] } }).Result.products;
  const gift = products.find((p) => p.kind === 'prepaid' && !p.online && p.status !== 'ended');
  if (!gift) throw new Error('no printed-only prepaid card in the demo data');
  const res = await request.post('/staff/cards/print', {
    headers: staff,
    data: { productId: gift.id, storeId: await firstStoreId(request), count },
  });
  if (!res.ok()) throw new Error(`staff card print answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { Result: { cards: PrintedCard[] } }).Result.cards;
}

interface StaffProduct {
  id: number;
  kind: string;
  online: boolean;
  status: string;
}
