import type { ForfeitedAsset } from '@shop/contracts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';

/**
 * Everything the member would lose by deregistering now (SPEC §6): what every mounted area says they hold, one
 * entry per kind in module order, nothing held shown as 0 (decision 048). Account names none of the areas.
 */
export function forfeitedAssets(ctx: MemberContext): Promise<ForfeitedAsset[]> {
  return ctx.memberAssets.read(ctx.db, ctx.member.uid, ctx.clock.now());
}
