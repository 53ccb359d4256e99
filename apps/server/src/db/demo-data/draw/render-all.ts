import { allDemoProducts, demoMenu } from '../catalogue.ts';
import type { DemoCategory } from '../demo-category.ts';
import type { Visual } from '../visuals.ts';
import { bannerImage, categoryIcon, logoImage, productImage } from './scenes.ts';

function firstVisual(c: DemoCategory): Visual {
  return c.products[0]?.visual ?? firstVisual(c.children![0]!);
}

function categoriesOf(list: DemoCategory[]): DemoCategory[] {
  return list.flatMap((c) => [c, ...categoriesOf(c.children ?? [])]);
}

const byName = (slug: string): Visual => {
  const found = allDemoProducts().find((p) => p.product.slug === slug);
  if (!found) throw new Error(`no demo product ${slug}`);
  return found.product.visual;
};

/** Every demo image by its path under the images folder; the generator writes these, a test compares them. */
export function renderDemoImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const { product } of allDemoProducts()) {
    out.set(`products/${product.slug}.svg`, productImage(product.visual, product.slug));
  }
  for (const c of categoriesOf(demoMenu)) out.set(`icons/${c.key}.svg`, categoryIcon(firstVisual(c), c.key));
  out.set(
    'banners/fruit-tea-season.svg',
    bannerImage(
      '#FFD9C2',
      [byName('mango-pomelo-sago'), byName('strawberry-jasmine-tea'), byName('passion-fruit-green-tea')],
      'fruit',
    ),
  );
  out.set(
    'banners/fresh-bakes.svg',
    bannerImage(
      '#F6E0B5',
      [byName('butter-croissant'), byName('sourdough-loaf'), byName('portuguese-egg-tart')],
      'bakes',
    ),
  );
  out.set(
    'banners/member-day.svg',
    bannerImage(
      '#FE9A69',
      [byName('croissant-latte-set'), byName('strawberry-cream-cake'), byName('matcha-macarons')],
      'member',
    ),
  );
  out.set('brand/logo.svg', logoImage());
  return out;
}
