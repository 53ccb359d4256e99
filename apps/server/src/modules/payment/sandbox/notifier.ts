import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sandboxIntents } from '../../../db/schema/payment.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SandboxIntent } from './gateway.ts';
import { randomToken, type SandboxNotification, sandboxNotifyPath, signFields } from './signing.ts';

/** Deliveries per payment: a real gateway spreads its retries over hours; the sandbox tries at once. */
export const NOTIFY_ATTEMPTS = 3;

/** Test hooks of one app's sandbox: `deliver = false` drops notifications, as a lost network message would. */
export interface SandboxControls {
  deliver: boolean;
}

const controlsByApp = new WeakMap<FastifyInstance, SandboxControls>();

/** The sandbox hooks of an app (created on first use). */
export function sandboxControls(app: FastifyInstance): SandboxControls {
  let controls = controlsByApp.get(app);
  if (!controls) {
    controls = { deliver: true };
    controlsByApp.set(app, controls);
  }
  return controls;
}

/** The signed notification of a paid intent. */
export function notificationOf(secret: string, intent: SandboxIntent): SandboxNotification {
  const fields = {
    merchantRef: intent.merchantRef,
    transactionId: intent.transactionId ?? '',
    amount: intent.amount,
    paidAt: (intent.paidAt ?? intent.createdAt).toISOString(),
    nonce: randomToken(12),
  };
  return { ...fields, sign: signFields(secret, fields) };
}

/**
 * Posts the payment notification to the shop's notify route through the real HTTP stack (app.inject), trying
 * again while the answer is not SUCCESS, and records each attempt on the intent. Returns whether the shop
 * acknowledged it.
 */
export async function notifyShop(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'paySandboxSecret'>,
  intent: SandboxIntent,
): Promise<boolean> {
  if (!sandboxControls(app).deliver) return false;
  const payload = notificationOf(deps.paySandboxSecret, intent);
  for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt++) {
    const res = await app.inject({ method: 'POST', url: sandboxNotifyPath, payload });
    const success = res.statusCode === 200 && res.body === 'SUCCESS';
    await deps.db
      .update(sandboxIntents)
      .set({
        notifyAttempts: sql`${sandboxIntents.notifyAttempts} + 1`,
        lastNotify: { status: res.statusCode, body: res.body.slice(0, 200), at: deps.clock.now() },
      })
      .where(eq(sandboxIntents.id, intent.id));
    if (success) return true;
  }
  return false;
}
