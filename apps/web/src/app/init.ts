import type { Query } from '@shop/domain';
import type { LaunchAction } from './launch.ts';

/**
 * App initialisation in the order of SPEC §4. Each step runs after the previous one has finished. A failure in
 * a critical step stops the start and opens the error page; the others are reported and the start goes on
 * (a cart that fails to load must not keep the shopper out of the shop).
 */

export const initOrder = [
  'refreshDeviceToken',
  'formatPageOptions',
  'setStore',
  'finishInit',
  'loadCart',
  'loadDefaultPayCode',
  'applyLaunchRedirects',
] as const;

export type InitStepName = (typeof initOrder)[number];

export const criticalSteps: ReadonlySet<InitStepName> = new Set([
  'formatPageOptions',
  'setStore',
  'finishInit',
  'applyLaunchRedirects',
]);

/** What the steps share: the launch address, its formatted options and the launch actions they imply. */
export interface InitContext {
  url: string;
  options: Query;
  launch: LaunchAction[];
}

export type InitStep = (ctx: InitContext) => Promise<void> | void;

export interface InitReport {
  onFailure: (step: InitStepName, error: unknown) => void;
  onWarning?: (step: InitStepName, error: unknown) => void;
}

/** Runs the steps in the SPEC order; resolves true when every critical step succeeded. */
export async function runInit(
  steps: Record<InitStepName, InitStep>,
  url: string,
  report: InitReport,
): Promise<boolean> {
  const ctx: InitContext = { url, options: {}, launch: [] };
  for (const name of initOrder) {
    try {
      await steps[name](ctx);
    } catch (error) {
      if (criticalSteps.has(name)) {
        report.onFailure(name, error);
        return false;
      }
      report.onWarning?.(name, error);
    }
  }
  return true;
}
