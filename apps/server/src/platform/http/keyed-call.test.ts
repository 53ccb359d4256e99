import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { keyedCall } from './keyed-call.ts';

/** A call whose first run is refused the way a parallel repeat's win makes it refused, and whose next run answers. */
function refusedOnce(error: Error) {
  let runs = 0;
  const run = async () => {
    runs += 1;
    if (runs === 1) throw error;
    return 'the first order';
  };
  return { run, runs: () => runs };
}

describe('keyedCall', () => {
  it('answers the order a parallel repeat made when the checks refused after it won', async () => {
    const call = refusedOnce(new AppError('LEVEL_NOT_HIGHER'));
    await expect(keyedCall(call.run, async () => true)).resolves.toBe('the first order');
    expect(call.runs()).toBe(2);
  });

  it('keeps a refusal when the key has no order: nothing else was placed with it', async () => {
    const call = refusedOnce(new AppError('BALANCE_INSUFFICIENT'));
    await expect(keyedCall(call.run, async () => false)).rejects.toMatchObject({
      code: 'BALANCE_INSUFFICIENT',
    });
    expect(call.runs()).toBe(1);
  });

  it('does not run again after a fault that is not a refusal', async () => {
    const call = refusedOnce(new Error('connection lost'));
    await expect(keyedCall(call.run, async () => true)).rejects.toThrow('connection lost');
    expect(call.runs()).toBe(1);
  });
});
