import { eq } from 'drizzle-orm';
import { geocoderFor, locateAddress, regionPath } from '../../modules/address/index.ts';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { memberAddresses } from '../schema/address.ts';

/**
 * The demo member's two delivery addresses, on real streets of Jing'an a few hundred metres from the Jing'an
 * Temple shop (1618 Nanjing West Road), so a delivery order can be tried at once. The first is the default.
 */
const demoAddresses = [
  { receiver: 'Demo Member', detail: '愚园路 68 号 (68 Yuyuan Road)', houseNumber: '12 楼 1203 室' },
  { receiver: 'Demo Member', detail: '常德路 800 号 (800 Changde Road)', houseNumber: '3 号楼 5 楼' },
];

/** Gives the demo member their addresses once: a database where they already have some is left alone. */
export async function ensureDemoAddresses(tx: Tx, phone: string, now: Date): Promise<void> {
  const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  if (!member) return;
  const [any] = await tx
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, member.id))
    .limit(1);
  if (any) return;
  const region = regionPath('310000', '310100', '310106')!;
  const geocoder = geocoderFor({ GEOCODER: 'local' });
  for (const [i, a] of demoAddresses.entries()) {
    const located = await locateAddress(geocoder, { region, detail: a.detail, houseNumber: a.houseNumber });
    await tx.insert(memberAddresses).values({
      memberId: member.id,
      receiver: a.receiver,
      phone,
      ...located,
      isDefault: i === 0,
      createdAt: now,
      updatedAt: now,
    });
  }
}
