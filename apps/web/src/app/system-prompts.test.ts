import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { type Bridge, BridgeError } from '../lib/native-bridge.ts';
import {
  checkForUpdate,
  openAppStoreMethod,
  type PromptDeps,
  promptUpgrade,
  resetUpdatePrompts,
  type UpdateDeps,
} from './system-prompts.ts';

beforeAll(() => setLocale('es'));
afterEach(() => resetUpdatePrompts());

function promptDeps(over: Partial<PromptDeps> = {}) {
  const asked: Parameters<PromptDeps['ask']>[0][] = [];
  const deps: PromptDeps = {
    kind: 'web',
    bridge: { available: false, call: vi.fn(async () => undefined) as Bridge['call'] },
    ask: async (request) => {
      asked.push(request);
      return true;
    },
    reload: vi.fn(),
    ...over,
  };
  return { deps, asked };
}

describe('the low client version prompt', () => {
  it('asks in the shopper’s language and reloads the web app', async () => {
    const { deps, asked } = promptDeps();
    expect(await promptUpgrade(deps)).toBe('reload');
    expect(asked).toEqual([expect.objectContaining({ okText: 'Actualizar', showCancel: false })]);
    expect(asked[0]!.message).toMatch(/actualízala/);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('opens the app store through the wrapper, reloading only when the wrapper cannot', async () => {
    const call = vi.fn(async () => undefined) as Bridge['call'];
    const native = promptDeps({ kind: 'native', bridge: { available: true, call } });
    expect(await promptUpgrade(native.deps)).toBe('store');
    expect(call).toHaveBeenCalledWith(openAppStoreMethod);
    expect(native.deps.reload).not.toHaveBeenCalled();
    const failing = vi.fn(async () => Promise.reject(new BridgeError('TIMEOUT'))) as Bridge['call'];
    const old = promptDeps({ kind: 'native', bridge: { available: true, call: failing } });
    expect(await promptUpgrade(old.deps)).toBe('reload');
  });

  it('shows one prompt however many refused calls ask for it', async () => {
    let close: (ok: boolean) => void = () => undefined;
    const { deps, asked } = promptDeps({
      ask: (request) => {
        asked.push(request);
        return new Promise((resolve) => {
          close = resolve;
        });
      },
    });
    const first = promptUpgrade(deps);
    expect(await promptUpgrade(deps)).toBe('open');
    close(true);
    expect(await first).toBe('reload');
    expect(asked).toHaveLength(1);
  });
});

function updateDeps(over: Partial<UpdateDeps> = {}) {
  const asked: string[] = [];
  const failed: string[] = [];
  const deps: UpdateDeps = {
    current: 'b1',
    deployedBuild: async () => 'b2',
    fetchNewPage: async () => true,
    ask: async (request) => {
      asked.push(`${request.message}|${request.okText}|${request.cancelText}`);
      return true;
    },
    reload: vi.fn(),
    failed: (message) => failed.push(message),
    ...over,
  };
  return { deps, asked, failed };
}

describe('the app-update prompt', () => {
  it('says nothing while the deployed build is this one, or cannot be read', async () => {
    expect(await checkForUpdate(updateDeps({ deployedBuild: async () => 'b1' }).deps)).toBe('current');
    const offline = updateDeps({ deployedBuild: () => Promise.reject(new TypeError('offline')) });
    expect(await checkForUpdate(offline.deps)).toBe('unknown');
    expect(offline.asked).toEqual([]);
  });

  it('offers a new deployment as a restart', async () => {
    const { deps, asked } = updateDeps();
    expect(await checkForUpdate(deps)).toBe('restarting');
    expect(asked).toEqual(['Hay una nueva versión. ¿Reiniciar para usarla?|Reiniciar|Más tarde']);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('asks once per new build when the shopper says later', async () => {
    const { deps, asked } = updateDeps({ ask: async () => false });
    expect(await checkForUpdate(deps)).toBe('later');
    expect(await checkForUpdate(deps)).toBe('current');
    expect(await checkForUpdate({ ...deps, deployedBuild: async () => 'b3' })).toBe('later');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it('says the update failed when the new page cannot be fetched', async () => {
    const { deps, failed } = updateDeps({ fetchNewPage: async () => false });
    expect(await checkForUpdate(deps)).toBe('failed');
    expect(failed).toEqual(['No se pudo descargar la nueva versión. Vuelve a abrir la app más tarde.']);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
