import type { deviceEndpoints, ParsedRequestOf } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { deviceTokens } from '../../db/schema/service.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';

/**
 * customeraccount/UpdateEshopAppDeviceInfo: stores the native app's push token, or refreshes it. A token is one
 * device: reported again, its row moves to whoever is logged in on it now (nobody for a guest, so a member who
 * logged out there gets no more notifications on it), with the app's current language. One statement, so two
 * reports of a new token at once cannot both insert it.
 */
export async function updateDeviceInfo(
  ctx: Pick<CallContext, 'db' | 'clock' | 'member'>,
  input: ParsedRequestOf<typeof deviceEndpoints.updateEshopAppDeviceInfo>,
): Promise<{ registered: true }> {
  const now = ctx.clock.now();
  const memberId = ctx.member?.uid ?? null;
  await ctx.db
    .insert(deviceTokens)
    .values({
      token: input.deviceToken,
      deviceType: input.deviceType,
      language: input.language,
      memberId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: {
        deviceType: sql`excluded.device_type`,
        language: sql`excluded.language`,
        memberId: sql`excluded.member_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return { registered: true };
}
