// @vitest-environment happy-dom
import type { PageStructure } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductSection } from './product-section.tsx';

type Section = Extract<PageStructure['sections'][number], { type: 'productSection' }>;

const section = (id: string, titleKey: string, title: string): Section => ({
  type: 'productSection',
  id,
  titleKey,
  title,
  source: { type: 'newest' },
  layout: 'grid',
  limit: 2,
  products: [],
});

describe('a product section’s title in Simplified Chinese', () => {
  beforeAll(() => setLocale('zh-CN'));
  afterAll(() => setLocale('en'));

  it('shows a merchant’s title as the server sends it, and the app’s own titles from the catalogue', () => {
    // As the server answers a zh-CN reader: the merchant's title already in Chinese, its key unknown to the app.
    renderWithProviders(
      <ProductSection section={section('picks', 'home.section.picks', '烘焙师推荐')} eager={false} />,
    );
    screen.getByRole('heading', { name: '烘焙师推荐' });
    // A built-in section carries the app's key: its words come from the catalogue, whatever title it carries.
    renderWithProviders(
      <ProductSection section={section('hot', 'home.section.hotSale', 'Hot sale')} eager={false} />,
    );
    screen.getByRole('heading', { name: '热销推荐' });
  });
});
