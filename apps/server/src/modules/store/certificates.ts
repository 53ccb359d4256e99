import type { CertificateOut } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CertificateKind, storeCertificates } from '../../db/schema/store.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findStore } from './store-records.ts';

type CertificateRow = typeof storeCertificates.$inferSelect;

function certificateOut(row: CertificateRow): CertificateOut {
  return {
    kind: row.kind,
    number: row.number,
    holder: row.holder,
    imageUrl: row.imageUrl,
    validUntil: row.validUntil,
  };
}

/** GetEshopCertificate: the store's licence and permit, licence first; STORE_NOT_FOUND for no such store. */
export async function storeCertificatesOf(deps: { db: Db; clock: Clock }, storeId: number) {
  if (!(await findStore(deps.db, deps.clock, storeId))) throw new AppError('STORE_NOT_FOUND');
  const rows = await deps.db
    .select()
    .from(storeCertificates)
    .where(eq(storeCertificates.storeId, storeId))
    .orderBy(asc(storeCertificates.kind));
  return { certificates: rows.map(certificateOut) };
}

/** What staff set of one certificate. */
export interface CertificateIn {
  kind: CertificateKind;
  number: string;
  holder?: string | undefined;
  imageUrl?: string | undefined;
  validUntil?: string | null | undefined;
}

/** Sets (or replaces) one of a store's certificates, by one upsert on (store, kind). */
export async function setCertificate(deps: { db: Db; clock: Clock }, storeId: number, c: CertificateIn) {
  if (!(await findStore(deps.db, deps.clock, storeId))) throw new AppError('STORE_NOT_FOUND');
  const values = {
    number: c.number,
    holder: c.holder ?? '',
    imageUrl: c.imageUrl ?? '',
    validUntil: c.validUntil ?? null,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(storeCertificates)
    .values({ storeId, kind: c.kind, ...values })
    .onConflictDoUpdate({ target: [storeCertificates.storeId, storeCertificates.kind], set: values });
  return storeCertificatesOf(deps, storeId);
}

/** Removes one of a store's certificates (nothing to remove is no error). */
export async function removeCertificate(
  deps: { db: Db; clock: Clock },
  storeId: number,
  kind: CertificateKind,
) {
  await deps.db
    .delete(storeCertificates)
    .where(and(eq(storeCertificates.storeId, storeId), eq(storeCertificates.kind, kind)));
  return storeCertificatesOf(deps, storeId);
}
