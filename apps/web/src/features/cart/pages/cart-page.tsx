import { homePath } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useOnTab } from '../../../lib/router/use-on-tab.ts';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { alertDialog, confirm } from '../../../ui/feedback/feedback.ts';
import { IconCart } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useLineLimit, usePricesHidden, useStore } from '../../store/index.ts';
import { BlockedItems, blockedReason } from '../components/blocked-items.tsx';
import { CartLine } from '../components/cart-line.tsx';
import { SettleBar } from '../components/settle-bar.tsx';
import { settleCheck } from '../components/settle-check.ts';
import { cartStore } from '../state/cart-state.ts';
import { useCart, useCartActions } from '../state/use-cart.ts';
import { useMinimumOrder } from '../state/use-minimum.ts';
import './cart-page.css';

export const cartPath = '/subpackages/shopping/shoppingCart';
export const loginPath = '/subpackages/account/login';
export const settlementPath = '/subpackages/shopping/placeorder/payment';

/** Settlement (SPEC §4, §6, §8): changes saved first; blocked items listed; a guest is asked to log in. */
function useSettle() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);

  const settle = async () => {
    setBusy(true);
    const synced = await actions.syncNow();
    setBusy(false);
    if (!synced) return;
    const check = settleCheck(cartStore.view());
    if (check.kind === 'empty') {
      await alertDialog({ message: t('errors.CART_EMPTY_OR_UNBUYABLE') });
      return;
    }
    if (check.kind === 'blocked') {
      const list = check.items
        .map((i) => `${i.ProductName || t('cart.unknownItem')} — ${blockedReason(i, t)}`)
        .join('\n');
      const remove = await confirm({
        title: t('cart.cannotBuyTitle'),
        message: `${t('errors.CART_EMPTY_OR_UNBUYABLE')}\n\n${list}`,
        okText: t('cart.clearBlocked'),
      });
      if (remove) await actions.clearInvalid();
      return;
    }
    if (!isLoggedIn) {
      const goLogin = await confirm({
        title: t('common.loginNeeded'),
        message: t('errors.GO_LOGIN'),
        okText: t('cart.goLogin'),
      });
      if (goLogin) {
        navigate(loginPath, { redirect: cartPath });
      }
      return;
    }
    navigate(settlementPath);
  };
  return { settle, busy };
}

/** The cart (SPEC §2 shoppingCart, a tab page). */
export function CartPage() {
  const t = useT();
  const { info } = useStore();
  const cart = useCart();
  const actions = useCartActions();
  const { settle, busy } = useSettle();
  const { shortfall } = useMinimumOrder();
  const hidePrice = usePricesHidden();
  const limit = useLineLimit();
  const allowBelowZero = info?.AllowStockBelowZero === true;
  const lines = cart.items.filter((i) => !i.IsOutStock);
  const allSelected = lines.length > 0 && lines.every((i) => !i.excluded);
  // Without the tab bar under it, the settle bar sits at the very bottom.
  const flush = !useOnTab();
  const title = cart.totalUnits > 0 ? t('cart.titleCount', { count: cart.totalUnits }) : t('cart.title');

  if (cart.items.length === 0 && (cart.status === 'idle' || cart.status === 'loading')) {
    return <PageSkeleton label={t('common.loading')} />;
  }

  const empty = cart.items.length === 0;
  return (
    <div className={`cart-page${empty ? '' : ' cart-page--with-bar'}`}>
      <PageHeader title={title} />
      {cart.status === 'error' && cart.message ? (
        <div className="cart-page__alert" role="alert">
          <span>{cart.message}</span>
          <Button size="sm" variant="secondary" onClick={() => void actions.syncNow()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {empty ? (
        <EmptyState
          icon={<IconCart size={40} />}
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={<Button onClick={() => redirect(homePath)}>{t('cart.goShopping')}</Button>}
        />
      ) : null}
      {lines.length > 0 ? (
        <ul className="cart-page__lines card" aria-label={t('cart.title')}>
          {lines.map((item) => (
            <CartLine
              key={item.key}
              item={item}
              actions={actions}
              allowBelowZero={allowBelowZero}
              limit={limit}
            />
          ))}
        </ul>
      ) : null}
      <BlockedItems items={cart.blockedItems} onClear={actions.clearInvalid} />
      {empty ? null : (
        <SettleBar
          summary={cart.summary}
          allSelected={allSelected}
          canSelect={lines.length > 0}
          onSelectAll={(selected) =>
            actions.setSelected(
              lines.map((i) => i.key),
              selected,
            )
          }
          onSettle={() => void settle()}
          busy={busy}
          flush={flush}
          shortfall={hidePrice ? 0 : shortfall}
        />
      )}
    </div>
  );
}
