import { lt } from 'drizzle-orm';
import { platformPhoneNonces } from '../../db/schema/account/login.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { requireAgreement } from './login-gate.ts';
import { type OpenedSession, openSession } from './open-session.ts';
import { verifyPhoneAssertion } from './phone-assertion.ts';
import { memberForPhone } from './service.ts';
import { lockPhone } from './sms-codes.ts';

/**
 * AutoSignByPhone (SPEC §5): one-tap login with the phone the platform vouches for. A forged, expired or replayed
 * assertion is refused (AUTH_FAILED); the member is the phone's as for an SMS login (memberForPhone, so the
 * store's registration limit applies). The nonce is recorded in the login's transaction: a refused login leaves
 * it unused, a successful one can never be repeated.
 */
export async function autoSignByPhone(
  ctx: CallContext,
  input: { phoneToken: string; agreed?: boolean | undefined; cartKey?: string | undefined },
): Promise<OpenedSession> {
  requireAgreement(input.agreed);
  const now = ctx.clock.now();
  const assertion = verifyPhoneAssertion(ctx.platformPhoneSecret, input.phoneToken, now);
  if (!assertion) throw new AppError('AUTH_FAILED');
  return ctx.db.transaction(async (tx) => {
    // Nonces of expired assertions can go: those assertions are refused by their expiry already.
    await tx.delete(platformPhoneNonces).where(lt(platformPhoneNonces.expiresAt, now));
    const fresh = await tx
      .insert(platformPhoneNonces)
      .values({ nonce: assertion.nonce, usedAt: now, expiresAt: new Date(assertion.exp * 1000) })
      .onConflictDoNothing()
      .returning({ nonce: platformPhoneNonces.nonce });
    if (fresh.length !== 1) throw new AppError('AUTH_FAILED');
    await lockPhone(tx, assertion.phone);
    const member = await memberForPhone(tx, ctx, assertion.phone);
    return openSession(tx, ctx, member, { cartKey: input.cartKey });
  });
}
