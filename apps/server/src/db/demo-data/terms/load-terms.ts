import { eq } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { storeTerms } from '../../schema/service.ts';
import { membershipRules } from './membership-rules.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { userAgreement } from './user-agreement.ts';

/** The chain's documents, kept by the headquarters and shown by every shop (none has its own). */
const documents = [
  { kind: 'userAgreement', texts: userAgreement, updatedAt: '2024-06-01T02:00:00Z' },
  { kind: 'privacyPolicy', texts: privacyPolicy, updatedAt: '2024-06-01T02:00:00Z' },
  { kind: 'membershipRules', texts: membershipRules, updatedAt: '2024-05-20T02:00:00Z' },
];

/** Adds the demo terms to the headquarters unless it has some already (a database loaded before they existed). */
export async function ensureDemoTerms(tx: Tx, headquartersId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: storeTerms.id })
    .from(storeTerms)
    .where(eq(storeTerms.storeId, headquartersId))
    .limit(1);
  if (existing) return;
  await tx.insert(storeTerms).values(
    documents.map((d, i) => ({
      storeId: headquartersId,
      kind: d.kind,
      // The demo chain writes in English (its names and menu are English).
      language: 'en',
      texts: d.texts,
      sort: i * 10,
      updatedAt: new Date(d.updatedAt),
    })),
  );
}
