// The floor server's load scenarios (bench/floor-server.ts), shaped like the app's: 50 connections, a random
// category, a thousand carts, random products and members; the hot item is the floor's product 0.
import { randomBytes } from 'node:crypto';
import type { LoadSpec } from './lib/load.ts';

const random = (n: number) => Math.floor(Math.random() * n);

export function floorScenarios(base: string): Record<'list' | 'cart' | 'order' | 'hot', LoadSpec> {
  const cartKeys = Array.from({ length: 1000 }, () => randomBytes(16).toString('hex'));
  return {
    list: { name: 'floor list', url: `${base}/floor/list`, body: () => ({ category: random(10) }) },
    cart: {
      name: 'floor cart',
      url: `${base}/floor/cart`,
      body: () => ({ cartKey: cartKeys[random(1000)], productId: 1 + random(399), quantity: 1 + random(2) }),
    },
    order: {
      name: 'floor order',
      url: `${base}/floor/order`,
      body: () => ({ productId: 1 + random(399), quantity: 1 + random(2), memberId: random(1000) }),
    },
    hot: {
      name: 'floor hot item',
      url: `${base}/floor/order`,
      body: () => ({ productId: 0, quantity: 1, memberId: random(1000) }),
    },
  };
}
