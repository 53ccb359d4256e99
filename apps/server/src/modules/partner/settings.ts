import { type PartnerProgrammeSettings, partnerSettingsOf } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { chainSettingsIn } from '../store/index.ts';

const DEFAULT_ZONE = 'Asia/Shanghai';

/** The programme's settings with the chain's time zone, which the hold days are counted in. */
export type ProgrammeSettings = PartnerProgrammeSettings & { timeZone: string };

/**
 * The partner programme's settings: the chain headquarters' (members and their partner identity belong to the
 * whole chain, as the invite rules do, decision 076), each with its default; read through the caller's
 * transaction.
 */
export async function programmeSettings(db: DbOrTx, storeId: number | null): Promise<ProgrammeSettings> {
  const settings = await chainSettingsIn(db, storeId);
  return { ...partnerSettingsOf(settings?.partner), timeZone: settings?.timezone ?? DEFAULT_ZONE };
}
