import type { Env } from '../../env.ts';
import { builtinHumanCheck } from './builtin-check.ts';
import type { HumanCheck } from './human-check.ts';
import { proofOfWorkKeys } from './proof-of-work.ts';

/**
 * The counters a built-in puzzle's solution is drawn between (decision 017). With env CAPTCHA_POW_ITERATIONS at
 * its default that is 100,000 to 400,000 PBKDF2 rounds a try: about 0.05 s of a server core, 0.25 s of a phone's.
 */
export const BUILTIN_COUNTER_RANGE = { minCounter: 50, maxCounter: 200 } as const;

/** The check chosen by env CAPTCHA_PROVIDER; `secret` signs whatever the provider issues itself. */
export function createHumanCheck(env: Env, secret: string): HumanCheck {
  switch (env.CAPTCHA_PROVIDER) {
    case 'builtin':
      return builtinHumanCheck({
        keys: proofOfWorkKeys(secret),
        cost: { iterations: env.CAPTCHA_POW_ITERATIONS, ...BUILTIN_COUNTER_RANGE },
      });
  }
}
