import { marketingPaths, type PresaleOrderOut, type presaleEndpoints, type RequestOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter, synced } from './activity-queries.ts';

const listRef = endpointRef<typeof presaleEndpoints.presaleList>(marketingPaths.presaleList);
const detailRef = endpointRef<typeof presaleEndpoints.presaleDetail>(marketingPaths.presaleDetail);
const depositRef = endpointRef<typeof presaleEndpoints.presalePayDeposit>(marketingPaths.presalePayDeposit);
const restRef = endpointRef<typeof presaleEndpoints.presalePayRest>(marketingPaths.presalePayRest);
const orderRef = endpointRef<typeof presaleEndpoints.presaleOrder>(marketingPaths.presaleOrder);
const recordsRef = endpointRef<typeof presaleEndpoints.presaleRecords>(marketingPaths.presaleRecords);
const cancelRef = endpointRef<typeof presaleEndpoints.presaleCancel>(marketingPaths.presaleCancel);
export type PresaleDepositRequest = RequestOf<typeof presaleEndpoints.presalePayDeposit>;
export type PresaleRestRequest = RequestOf<typeof presaleEndpoints.presalePayRest>;

/**
 * Query keys of the pre-sales. They carry store text, so their keys end with the locale (decision 020); all are
 * asked fresh, since a window opening or closing changes what the page offers.
 */
const presaleKeys = activityKeys('presale', { list: 'list', mine: 'records' });

/**
 * Presale/LoadData: the store's pre-sales not over yet. The answer is kept whole, server time included: the
 * windows are worked out on the page, so a read at a window's end must differ from the last one to draw it anew.
 */
export function usePresales() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: presaleKeys.list(storeId, locale),
    queryFn: async () => synced(await call(listRef, {})),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** Presale/Detail: a pre-sale's page, with the member's purchases of it (none for a guest). */
export function usePresaleDetail(id: number) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: presaleKeys.detail(id, isLoggedIn, locale),
    queryFn: async () => synced(await call(detailRef, { id })),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** presale/OrderDetails: one purchase by either of its order numbers, after paying or from the records. */
export function usePresaleOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<PresaleOrderOut>({
    queryKey: presaleKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}

/** presale/PayRecord: the member's pre-sale purchases with both payments, the newest first. */
export function usePresaleRecords() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: presaleKeys.mine(locale),
    queryFn: async () => synced(await call(recordsRef, {})).orders,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** Every pre-sale query asked again: a window opening or closing, or a payment, changes them all. */
export function refreshPresales(): void {
  void queryClient.invalidateQueries({ queryKey: presaleKeys.all });
}

/** Whatever a payment's answer, the purchases, the balance and the orders are asked again. */
function paying(pay: () => Promise<PresaleOrderOut>): Promise<PresaleOrderOut> {
  return refreshingAfter(pay, [presaleKeys.all, ['account'], ['orders']]);
}

/** Presale/PayDeposit: the deposit for some units, in the deposit window. */
export function payPresaleDeposit(request: PresaleDepositRequest): Promise<PresaleOrderOut> {
  return paying(() => call(depositRef, request));
}

/** presale/PayRest: the rest of a paid deposit, in the final window, at the amount the page showed. */
export function payPresaleRest(request: PresaleRestRequest): Promise<PresaleOrderOut> {
  return paying(() => call(restRef, request));
}

/** Presale/CancelOrder: an unpaid deposit or rest order, by its number. */
export async function cancelPresaleOrder(orderNo: string): Promise<PresaleOrderOut> {
  return refreshingAfter(() => call(cancelRef, { orderNo }), [presaleKeys.all, ['orders']]);
}
