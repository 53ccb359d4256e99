import {
  type CardOrderOut,
  cardPaths,
  type MemberCardOut,
  type PrepaidTransferOut,
  type prepaidCardEndpoints,
  type RequestOf,
} from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { accountKeys } from '../../account/index.ts';
import { cardKeys } from './card-keys.ts';

export const bindRef = endpointRef<typeof prepaidCardEndpoints.bindPrepaidCard>(cardPaths.bindPrepaidCard);
export const transferRef = endpointRef<typeof prepaidCardEndpoints.transferPrepaidCard>(
  cardPaths.transferPrepaidCard,
);
export const rechargeRef = endpointRef<typeof prepaidCardEndpoints.prepaidCardRecharge>(
  cardPaths.prepaidCardRecharge,
);

/** Whatever a prepaid call answers, the member's cards (and balance, which may have paid) are asked again. */
async function thenRefresh<T>(client: QueryClient, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    void client.invalidateQueries({ queryKey: cardKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Card/BindPrepaidCard: a printed card bound by its number and password. */
export function bindPrepaidCard(
  client: QueryClient,
  number: string,
  password: string,
): Promise<MemberCardOut> {
  return thenRefresh(client, () => call(bindRef, { number, password }));
}

/** Card/TransferPrepaidCard: all or part of a card given to the member with this phone (the key: one per visit). */
export function transferPrepaidCard(
  client: QueryClient,
  request: RequestOf<typeof prepaidCardEndpoints.transferPrepaidCard>,
): Promise<PrepaidTransferOut> {
  return thenRefresh(client, () => call(transferRef, request));
}

/** Card/PrepaidCardRecharge: a top-up order of the card, paid at once (balance) or left for the gateway. */
export function rechargePrepaidCard(
  client: QueryClient,
  request: RequestOf<typeof prepaidCardEndpoints.prepaidCardRecharge>,
): Promise<CardOrderOut> {
  return thenRefresh(client, () => call(rechargeRef, request));
}
