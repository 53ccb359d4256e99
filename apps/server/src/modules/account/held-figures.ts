import { memberAssetKinds } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';

/** The member centre's counts of what the member holds (SPEC §3 user info: money, point). */
export interface HeldFigures {
  /** Balance in currency units with 2 decimals. */
  money: number;
  point: number;
}

const figureKinds = [memberAssetKinds.balance, memberAssetKinds.points];

/**
 * The member's balance and points as the areas holding them report them through the assets registry (decision
 * 048), the same figures deregistration lists; 0 for an area not mounted.
 */
export async function heldFigures(
  deps: Pick<AppDeps, 'memberAssets' | 'clock'>,
  db: DbOrTx,
  memberId: number,
): Promise<HeldFigures> {
  const held = await deps.memberAssets.read(db, memberId, deps.clock.now(), figureKinds);
  const amountOf = (kind: string) => held.find((asset) => asset.kind === kind)?.amount ?? 0;
  return { money: amountOf(memberAssetKinds.balance), point: amountOf(memberAssetKinds.points) };
}
