import type { Tx } from '../client.ts';
import { sensitiveWords, storeCertificates } from '../schema/store.ts';

/** Illustrative documents (marked DEMO) served from images/certificates. */
const licenceImage = '/media/certificates/licence.svg';
const permitImage = '/media/certificates/permit.svg';

/**
 * The demo stores' business licence and food permit (GetEshopCertificate, decision 044), and a short list of
 * sensitive words in each language: each while its table is empty, so what staff removed stays removed.
 */
export async function ensureDemoStoreFacts(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [hasCertificate] = await tx
    .select({ id: storeCertificates.storeId })
    .from(storeCertificates)
    .limit(1);
  if (!hasCertificate) await insertCertificates(tx, storeIds, now);
  const [hasWord] = await tx.select({ word: sensitiveWords.word }).from(sensitiveWords).limit(1);
  if (!hasWord) await insertWords(tx, now);
}

async function insertCertificates(tx: Tx, storeIds: number[], now: Date) {
  const rows = storeIds.flatMap((storeId, i) => [
    {
      storeId,
      kind: 'business-licence' as const,
      number: `91310106MA1FY3K2${String(i).padStart(2, '0')}`,
      holder: 'Amber Bakery & Tea Co., Ltd.',
      imageUrl: licenceImage,
      validUntil: '2030-12-31',
      updatedAt: now,
    },
    {
      storeId,
      kind: 'food-permit' as const,
      number: `JY131010600812${String(i).padStart(2, '0')}`,
      holder: 'Amber Bakery & Tea Co., Ltd.',
      imageUrl: permitImage,
      validUntil: '2028-06-30',
      updatedAt: now,
    },
  ]);
  if (rows.length > 0) await tx.insert(storeCertificates).values(rows).onConflictDoNothing();
}

async function insertWords(tx: Tx, now: Date) {
  const words = [
    ...['赌博', '代开发票', '刷单'].map((word) => ({ language: 'zh' as const, word })),
    ...['scam', 'casino', 'fakeinvoice'].map((word) => ({ language: 'en' as const, word })),
  ];
  await tx
    .insert(sensitiveWords)
    .values(words.map((w) => ({ ...w, createdAt: now })))
    .onConflictDoNothing();
}
