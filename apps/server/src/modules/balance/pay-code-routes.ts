import { payCodeEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/account/member.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { hasPayPassword } from '../account/index.ts';
import { storeText } from '../store/index.ts';
import { chargeOut, chargesSince } from './pay-code-charges.ts';
import { confirmPayCodeCharge, declinePayCodeCharge } from './pay-code-confirm.ts';
import { activeDevice } from './pay-code-devices.ts';
import { enrollPayCode } from './pay-code-enroll.ts';

/** Whether the key the phone holds is this session's working device. */
async function deviceActive(ctx: MemberContext, deviceKey: string | undefined): Promise<boolean> {
  if (!deviceKey) return false;
  const device = await activeDevice(ctx.db, deviceKey, ctx.clock.now());
  return device !== null && device.sessionId === ctx.member.sessionId;
}

/**
 * Balance/PayCodeCharges: what the payment code page polls (decision 034) — the member's charges since the last one
 * it saw, the balance, and whether its device key still works.
 */
async function payCodeCharges(ctx: MemberContext, input: { afterId?: number; deviceKey?: string }) {
  const at = ctx.clock.now();
  const [rows, [member], needsPassword, active] = await Promise.all([
    chargesSince(ctx.db, ctx.member.uid, input.afterId ?? 0, at),
    ctx.db.select({ balance: members.balance }).from(members).where(eq(members.id, ctx.member.uid)),
    hasPayPassword(ctx.db, ctx.member.uid),
    deviceActive(ctx, input.deviceKey),
  ]);
  return {
    charges: rows.map((r) => chargeOut(r.charge, storeText(r.store, 'name', ctx.locale), at, needsPassword)),
    balance: (member?.balance ?? 0) / 100,
    deviceActive: active,
  };
}

/** The member payment code's shopper calls (Balance/…). */
export function registerPayCode(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, payCodeEndpoints.enrollPayCode, (_input, ctx) => enrollPayCode(ctx));
  registerEndpoint(app, deps, payCodeEndpoints.payCodeCharges, (input, ctx) => payCodeCharges(ctx, input));
  registerEndpoint(app, deps, payCodeEndpoints.confirmPayCodeCharge, (input, ctx) =>
    confirmPayCodeCharge(ctx, input),
  );
  registerEndpoint(app, deps, payCodeEndpoints.declinePayCodeCharge, (input, ctx) =>
    declinePayCodeCharge(ctx, input),
  );
}
