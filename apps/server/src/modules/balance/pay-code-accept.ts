import { acceptedPayCodeSteps, parsePayCode } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { acceptStep, activeDevice } from './pay-code-devices.ts';
import { matchingStep } from './pay-code-otp.ts';

/**
 * The device and step a code stands for at this instant: PAY_CODE_INVALID when it is no code, opens no working
 * device or matches none of the steps accepted now (expired, or not the device's); PAY_CODE_USED when a code of this
 * step or a later one of the device was accepted already.
 */
export async function verifiedCode(db: DbOrTx, code: string, at: Date) {
  const parts = parsePayCode(code);
  const device = parts ? await activeDevice(db, parts.deviceKey, at) : null;
  if (!parts || !device) throw new AppError('PAY_CODE_INVALID');
  const step = matchingStep(
    device.secret,
    parts.otp,
    acceptedPayCodeSteps(at.getTime(), device.refreshSeconds),
  );
  if (step === null) throw new AppError('PAY_CODE_INVALID');
  if (step <= device.lastStep) throw new AppError('PAY_CODE_USED');
  return { device, step };
}

/**
 * A member's payment code shown at the counter for something else than a balance charge (a pass card's use,
 * decision 065): the code verified and its step accepted, as a charge accepts it, in the caller's transaction;
 * the member it names. The same code then neither charges nor proves anything again, and a refused use (undone
 * with its transaction) leaves it usable.
 */
export async function acceptPayCodeAtCounter(tx: DbOrTx, code: string, at: Date): Promise<number> {
  const { device, step } = await verifiedCode(tx, code, at);
  await acceptStep(tx, device.id, step);
  return device.memberId;
}
