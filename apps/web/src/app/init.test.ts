import { describe, expect, it, vi } from 'vitest';
import { type InitStep, type InitStepName, initOrder, runInit } from './init.ts';

function recordingSteps(fail: Partial<Record<InitStepName, Error>> = {}) {
  const ran: InitStepName[] = [];
  const steps = Object.fromEntries(
    initOrder.map((name) => [
      name,
      (async () => {
        // Yield first, so a runner that did not await each step would interleave them.
        await new Promise((r) => setTimeout(r, 1));
        ran.push(name);
        if (fail[name]) throw fail[name];
      }) satisfies InitStep,
    ]),
  ) as unknown as Record<InitStepName, InitStep>;
  return { ran, steps };
}

describe('app initialisation', () => {
  it('runs the steps in the order of SPEC §4, each after the previous one', async () => {
    const { ran, steps } = recordingSteps();
    const onFailure = vi.fn();
    expect(await runInit(steps, 'https://s.example/', { onFailure })).toBe(true);
    expect(ran).toEqual([
      'refreshDeviceToken',
      'formatPageOptions',
      'setStore',
      'finishInit',
      'loadCart',
      'loadDefaultPayCode',
      'applyLaunchRedirects',
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('stops at a failed critical step and reports it', async () => {
    const boom = new Error('store unreachable');
    const { ran, steps } = recordingSteps({ setStore: boom });
    const onFailure = vi.fn();
    expect(await runInit(steps, 'u', { onFailure })).toBe(false);
    expect(ran).toEqual(['refreshDeviceToken', 'formatPageOptions', 'setStore']);
    expect(onFailure).toHaveBeenCalledWith('setStore', boom);
  });

  it('goes on past a failed optional step', async () => {
    const { ran, steps } = recordingSteps({
      loadCart: new Error('cart down'),
      refreshDeviceToken: new Error('x'),
    });
    const onWarning = vi.fn();
    expect(await runInit(steps, 'u', { onFailure: vi.fn(), onWarning })).toBe(true);
    expect(ran).toHaveLength(7);
    expect(onWarning.mock.calls.map((c) => c[0])).toEqual(['refreshDeviceToken', 'loadCart']);
  });

  it('shares one context between the steps', async () => {
    const { steps } = recordingSteps();
    steps.formatPageOptions = (ctx) => {
      ctx.options = { tableno: '4' };
    };
    let seen: unknown;
    steps.applyLaunchRedirects = (ctx) => {
      seen = [ctx.url, ctx.options];
    };
    await runInit(steps, 'https://s.example/?tableno=4', { onFailure: vi.fn() });
    expect(seen).toEqual(['https://s.example/?tableno=4', { tableno: '4' }]);
  });
});
