import type { InviteRules } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { chainSettingsIn } from '../store/index.ts';

/**
 * The invite rules of the chain a store belongs to (the headquarters' settings: members belong to the chain), read
 * through the caller's transaction; null when the chain runs no invitations.
 */
export async function inviteRulesIn(db: DbOrTx, storeId: number | null): Promise<InviteRules | null> {
  return (await chainSettingsIn(db, storeId))?.invite ?? null;
}
