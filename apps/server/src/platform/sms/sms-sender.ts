import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.ts';

/** Sends one text message. Implementations throw when the provider refuses or cannot be reached. */
export interface SmsSender {
  /** Which provider this is (env SMS_PROVIDER). */
  readonly provider: Env['SMS_PROVIDER'];
  /**
   * True for the demo provider, which delivers nothing: the account module then keeps each code in clear
   * (sms_codes.demo_code) so staff can read it with `npm run staff -- sms <phone>`. Never true for a real one.
   */
  readonly keepsDemoCodes: boolean;
  send(phone: string, text: string): Promise<void>;
}

/** The provider used while none is configured: the message goes to the server log only. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    provider: 'log',
    keepsDemoCodes: true,
    async send(phone, text) {
      log.info({ sms: { phone, text } }, 'SMS (log provider, not delivered)');
    },
  };
}

/** The sender chosen by env SMS_PROVIDER. */
export function createSmsSender(env: Env, log: FastifyBaseLogger): SmsSender {
  switch (env.SMS_PROVIDER) {
    case 'log':
      return logSmsSender(log);
  }
}
