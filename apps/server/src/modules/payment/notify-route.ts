import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { applyGatewayPayment } from './apply-payment.ts';
import { sandboxNotification, sandboxNotifyPath, signatureMatches } from './sandbox/signing.ts';

/**
 * The shop's side of the sandbox gateway's notifications: verified (signature, payment, amount), then applied
 * once. SUCCESS tells the gateway to stop retrying — replays included; anything forged or mismatched is logged
 * and answered FAIL, changing nothing.
 */
export function registerNotifyRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post(sandboxNotifyPath, async (req, res) => {
    const parsed = sandboxNotification.safeParse(req.body);
    const fail = (why: string) => {
      req.log.warn({ why, body: req.body }, 'payment notification ignored');
      return res.code(400).type('text/plain').send('FAIL');
    };
    if (!parsed.success) return fail('malformed');
    const { sign, ...fields } = parsed.data;
    if (!signatureMatches(deps.paySandboxSecret, fields, sign)) return fail('bad signature');
    const outcome = await applyGatewayPayment(deps, {
      localOrderNo: fields.merchantRef,
      transactionId: fields.transactionId,
      amount: fields.amount,
      paidAt: new Date(fields.paidAt),
    });
    if (outcome === 'unknown' || outcome === 'mismatch') return fail(outcome);
    return res.code(200).type('text/plain').send('SUCCESS');
  });
}
