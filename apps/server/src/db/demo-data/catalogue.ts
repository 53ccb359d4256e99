import { systemFolder } from '@shop/contracts';
import { bread, cakes, snacks } from './catalogue-bakery.ts';
import { coffee, fruitTea, milkTea } from './catalogue-drinks.ts';
import type { DemoCategory, DemoProduct } from './demo-category.ts';

export const sets: DemoCategory = {
  key: 'breakfast-sets',
  name: 'Breakfast Sets',
  products: [
    {
      slug: 'croissant-latte-set',
      name: 'Croissant & Latte Set',
      description: 'A butter croissant with a regular caffè latte.',
      price: 3000,
      originalPrice: 3400,
      stock: 30,
      combo: true,
      visual: { kind: 'set', bg: '#FFEFE3', items: [coffee.products[1]!.visual, bread.products[0]!.visual] },
    },
    {
      slug: 'toast-milk-tea-set',
      name: 'Milk Toast & Milk Tea Set',
      description: 'Two slices of milk toast with a classic pearl milk tea.',
      price: 2600,
      originalPrice: 3000,
      stock: 30,
      combo: true,
      visual: { kind: 'set', bg: '#FFF4E0', items: [milkTea.products[0]!.visual, bread.products[3]!.visual] },
    },
    {
      slug: 'egg-tart-americano-set',
      name: 'Egg Tart Duo & Americano',
      description: 'Two Portuguese egg tarts with an americano.',
      price: 2800,
      originalPrice: 3400,
      stock: 30,
      combo: true,
      visual: { kind: 'set', bg: '#F3ECE4', items: [coffee.products[0]!.visual, snacks.products[0]!.visual] },
    },
    {
      slug: 'afternoon-tea-for-two',
      name: 'Afternoon Tea for Two',
      description: 'Two fruit teas, a cake slice and macarons to share.',
      price: 8800,
      originalPrice: 10200,
      stock: 10,
      combo: true,
      visual: {
        kind: 'set',
        bg: '#FFE9EE',
        items: [fruitTea.products[1]!.visual, cakes.children![0]!.products[0]!.visual],
      },
    },
  ],
};

/** The menu every demo store carries, in display order. */
export const demoMenu: DemoCategory[] = [milkTea, fruitTea, coffee, bread, cakes, snacks, sets];

/** Every product with the category it belongs to (sub-categories flattened). */
export function allDemoProducts(): Array<{ product: DemoProduct; category: DemoCategory }> {
  const out: Array<{ product: DemoProduct; category: DemoCategory }> = [];
  const walk = (c: DemoCategory) => {
    for (const product of c.products) out.push({ product, category: c });
    for (const child of c.children ?? []) walk(child);
  };
  for (const c of demoMenu) walk(c);
  return out;
}

/** Image paths as the app serves them (ImageName is a URL path under /media/). */
export const productImagePath = (slug: string) => `/media/products/${slug}.svg`;
export const categoryIconPath = (key: string) => `/media/icons/${key}.svg`;
export const bannerImagePath = (key: string) => `/media/banners/${key}.svg`;
export const logoPath = '/media/brand/logo.svg';

/** The home banners of every demo store; links use the contracts' PageLink shape. */
export const demoBanners = [
  {
    key: 'fruit-tea-season',
    title: 'Fruit tea season is here',
    link: { type: 'category', category: 'fruit-tea' },
  },
  { key: 'fresh-bakes', title: 'Fresh bakes every morning', link: { type: 'category', category: 'bread' } },
  {
    key: 'member-day',
    title: 'Member day: sets on sale',
    link: { type: 'folder', uid: systemFolder.onSale },
  },
] as const;
