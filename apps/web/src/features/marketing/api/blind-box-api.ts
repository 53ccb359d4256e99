import {
  type BlindBoxOrderOut,
  type blindBoxEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { activityKeys, refreshingAfter } from './activity-queries.ts';

const seriesRef = endpointRef<typeof blindBoxEndpoints.blindBoxSeries>(marketingPaths.blindBoxSeries);
const detailRef = endpointRef<typeof blindBoxEndpoints.blindBoxDetail>(marketingPaths.blindBoxDetail);
const buyRef = endpointRef<typeof blindBoxEndpoints.blindBoxBuy>(marketingPaths.blindBoxBuy);
const revealRef = endpointRef<typeof blindBoxEndpoints.blindBoxReveal>(marketingPaths.blindBoxReveal);
const myDrawsRef = endpointRef<typeof blindBoxEndpoints.blindBoxMyDraws>(marketingPaths.blindBoxMyDraws);
export type BoxBuyRequest = RequestOf<typeof blindBoxEndpoints.blindBoxBuy>;

/**
 * Query keys of the blind boxes. Series and boxes carry store text, so their keys end with the locale (decision
 * 020); a series' page is asked fresh (its odds move with every box sold) and says the member's run in it.
 */
const boxKeys = activityKeys('blindBox', { list: 'series', mine: 'mine' });

/** BlindBox/LoadSeries: the series on now in the current store. */
export function useBlindBoxSeries() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: boxKeys.list(storeId, locale),
    queryFn: async () => (await call(seriesRef, {})).series,
    enabled: storeId !== null,
    staleTime: 0,
  });
}

/** BlindBox/SeriesDetail: one series with its pool and odds as they stand now. */
export function useBlindBoxDetail(id: number | null) {
  const { storeId } = useStore();
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: boxKeys.detail(id ?? 0, isLoggedIn, locale),
    queryFn: () => call(detailRef, { id: id ?? 0 }),
    enabled: storeId !== null && id !== null,
    staleTime: 0,
  });
}

/** BlindBox/Reveal: one of the member's boxes, for the reveal after paying. */
export function useBlindBoxOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<BlindBoxOrderOut>({
    queryKey: boxKeys.order(orderNo, locale),
    queryFn: () => call(revealRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}

/** BlindBox/MyDraws: the member's boxes, the newest first. */
export function useMyBoxes() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: boxKeys.mine(locale),
    queryFn: async () => (await call(myDrawsRef, {})).orders,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** BlindBox/Buy: the key is the caller's, kept for the visit; whatever the answer, balance and boxes are asked again. */
export async function buyBlindBox(request: BoxBuyRequest): Promise<BlindBoxOrderOut> {
  return refreshingAfter(() => call(buyRef, request), [boxKeys.all, ['account'], ['orders']]);
}
