import { type catalogEndpoints, catalogPaths, type ProductCard } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { useStore } from '../../store/index.ts';
import { useAddDish, useCoopCart } from '../api/table-api.ts';
import { DishOptions } from '../components/dish-options.tsx';
import { SessionClosed, TableLine } from '../components/table-parts.tsx';
import { sessionIdOf, tablePaths } from '../state/table-ref.ts';
import '../components/table.css';

const listMulti = endpointRef<typeof catalogEndpoints.listMulti>(catalogPaths.listMulti);

// listmulti pages hold at most 50; a table's menu is read whole, up to this many pages.
const MENU_PAGE_SIZE = 50;
const MENU_MAX_PAGES = 10;

/** Every page of the store's dishes for eating in, one after the other until the last. */
async function fetchTableMenu(storeId: number): Promise<ProductCard[]> {
  const dishes: ProductCard[] = [];
  for (let pageIndex = 1; pageIndex <= MENU_MAX_PAGES; pageIndex += 1) {
    const page = await call(listMulti, { storeId, pageIndex, pageSize: MENU_PAGE_SIZE, mode: 'queue' });
    dishes.push(...page.items);
    if (!page.hasMore) break;
  }
  return dishes;
}

/** The store's dishes for eating in: on the shelf and in stock. */
function useTableMenu() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['table', 'menu', storeId, locale],
    queryFn: () => fetchTableMenu(storeId!),
    enabled: storeId !== null,
    select: (dishes) => dishes.filter((p) => !p.IsOutStock),
  });
}

/**
 * scanCodeOrder/table (and shopping/fast, the quick menu): the store's dishes for the table; a tap adds one to the
 * shared cart under the member's name (a dish with choices asks them first). The bar leads to the shared cart.
 */
export function TableMenuPage() {
  const t = useT();
  const { query } = useRoute();
  const sessionId = sessionIdOf(query);
  const cart = useCoopCart(sessionId);
  const menu = useTableMenu();
  const add = useAddDish();
  const inCart = new Map<number, number>();
  for (const line of cart.data?.lines ?? [])
    inCart.set(line.ProductId, (inCart.get(line.ProductId) ?? 0) + line.ProductNum);
  const closed = cart.data?.session.status === 'closed';
  const [choosing, setChoosing] = useState<ProductCard | null>(null);
  const addDish = (p: ProductCard, optionIds: number[] = []) =>
    add.mutate(
      { sessionId, ProductId: p.ProductId, quantity: 1, ...(optionIds.length > 0 ? { optionIds } : {}) },
      { onError: (e) => toastError(e) },
    );

  return (
    <main className="table-page">
      <PageHeader title={t('table.menuTitle')} />
      {cart.data ? <TableLine cart={cart.data} /> : null}
      {cart.data ? <SessionClosed cart={cart.data} /> : null}
      {cart.isError ? <LoadFailed title={t('table.noTable')} onRetry={() => void cart.refetch()} /> : null}
      {menu.isError ? <LoadFailed title={t('table.menuTitle')} onRetry={() => void menu.refetch()} /> : null}
      <ul className="table-lines table-card card" data-testid="table-menu">
        {(menu.data ?? []).map((p) => (
          <li key={p.ProductId} className="table-row" data-testid="table-dish">
            <ProductImage src={p.ImageName} alt="" size={56} />
            <div>
              <p className="table-row__name">{p.ProductName}</p>
              <Price minor={toMinor(p.SellPrice)} size="sm" />
              {inCart.get(p.ProductId) ? (
                <p className="table-row__note">{t('table.inCart', { n: String(inCart.get(p.ProductId)) })}</p>
              ) : null}
            </div>
            <button
              type="button"
              className="touch-44 table-add"
              aria-label={t('table.add', { name: p.ProductName })}
              disabled={closed || add.isPending}
              onClick={() => (p.HasAttributes ? setChoosing(p) : addDish(p))}
            >
              <span aria-hidden="true">+</span>
            </button>
          </li>
        ))}
      </ul>
      {choosing ? (
        <DishOptions
          product={choosing}
          onClose={() => setChoosing(null)}
          onAdd={(ids) => {
            addDish(choosing, ids);
            setChoosing(null);
          }}
        />
      ) : null}
      <div className="table-bar">
        <span className="table-bar__sum">
          <span>{t('table.items', { n: String(cart.data?.summary.quantity ?? 0) })}</span>
          <Price minor={toMinor(cart.data?.summary.amount ?? 0)} />
        </span>
        <Button
          onClick={() => navigate(tablePaths.cart, { sessionId: String(sessionId) })}
          data-testid="table-to-cart"
        >
          {t('table.viewCart')}
        </Button>
      </div>
    </main>
  );
}
