import { marketingPaths, type RequestOf, type SeckillOrderOut, type seckillEndpoints } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter, synced } from './activity-queries.ts';

const sessionsRef = endpointRef<typeof seckillEndpoints.seckillSessions>(marketingPaths.seckillSessions);
const detailRef = endpointRef<typeof seckillEndpoints.seckillDetail>(marketingPaths.seckillDetail);
const buyRef = endpointRef<typeof seckillEndpoints.seckillBuy>(marketingPaths.seckillBuy);
const orderRef = endpointRef<typeof seckillEndpoints.seckillOrder>(marketingPaths.seckillOrder);
const cancelRef = endpointRef<typeof seckillEndpoints.seckillCancel>(marketingPaths.seckillCancel);
const mineRef = endpointRef<typeof seckillEndpoints.seckillMine>(marketingPaths.seckillMine);
export type SeckillBuyRequest = RequestOf<typeof seckillEndpoints.seckillBuy>;

/**
 * Query keys of the flash sales. Sessions carry store text, so their keys end with the locale (decision 020); all
 * are asked fresh, since the stock moves with every buyer.
 */
const seckillKeys = activityKeys('seckill', { list: 'sessions', mine: 'mine' });

/** Seckill/LoadData: the sessions not over yet in the current store, running first; its server time sets the countdowns. */
export function useSeckillSessions() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: seckillKeys.list(storeId, locale),
    queryFn: async () => synced(await call(sessionsRef, {})).sessions,
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** A session's page, with the member's units and the stepper's maximum (null for a guest). */
export function useSeckillDetail(id: number) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: seckillKeys.detail(id, isLoggedIn, locale),
    queryFn: async () => synced(await call(detailRef, { id })),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** One of the member's seckill orders, after buying or from my seckill orders. */
export function useSeckillOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<SeckillOrderOut>({
    queryKey: seckillKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}

/** The member's seckill orders, the newest first. */
export function useMySeckills() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: seckillKeys.mine(locale),
    queryFn: async () => (await call(mineRef, {})).orders,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Every seckill query asked again: a phase passing or units bought or given back change them all. */
export function refreshSeckills(): void {
  void queryClient.invalidateQueries({ queryKey: seckillKeys.all });
}

/** Buys units; whatever the answer, the stock, the balance and the orders are asked again. */
export async function buySeckill(request: SeckillBuyRequest): Promise<SeckillOrderOut> {
  return refreshingAfter(() => call(buyRef, request), [seckillKeys.all, ['account'], ['orders']]);
}

/** Cancels an unpaid order: its held units go back on sale. */
export async function cancelSeckillOrder(orderNo: string): Promise<SeckillOrderOut> {
  return refreshingAfter(() => call(cancelRef, { orderNo }), [seckillKeys.all, ['orders']]);
}
