import type { GiftInstalmentOut } from '@shop/contracts';
import { fromMinor } from '@shop/domain';

/** An instalment of a top-up's balance gift as balance-top-up keeps it (its gift_instalments row). */
interface Instalment {
  seq: number;
  of: number;
  amount: number;
  dueAt: Date;
  releasedAt: Date | null;
}

/** One instalment of a top-up's balance gift as the pages show it (the ledger's upcoming, the top-up's result). */
export function instalmentOut(row: Instalment): GiftInstalmentOut {
  return {
    seq: row.seq,
    of: row.of,
    amount: fromMinor(row.amount),
    dueAt: row.dueAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}
