import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.ts';

/** Sends one plain-text email. Implementations throw when the provider refuses or cannot be reached. */
export interface MailSender {
  /** Which provider this is (env MAIL_PROVIDER). */
  readonly provider: Env['MAIL_PROVIDER'];
  /**
   * True for the demo provider, which delivers nothing: login codes are then kept in clear so staff can read
   * them (GET /staff/email-codes, `npm run staff -- email-codes <email>`). Never true for a real one.
   */
  readonly keepsDemoCodes: boolean;
  send(to: string, subject: string, text: string): Promise<void>;
}

/** The provider used while none is configured: the message goes to the server log only. */
export function logMailSender(log: FastifyBaseLogger): MailSender {
  return {
    provider: 'log',
    keepsDemoCodes: true,
    async send(to, subject, text) {
      log.info({ mail: { to, subject, text } }, 'email (log provider, not delivered)');
    },
  };
}

/** The sender chosen by env MAIL_PROVIDER. */
export function createMailSender(env: Env, log: FastifyBaseLogger): MailSender {
  switch (env.MAIL_PROVIDER) {
    case 'log':
      return logMailSender(log);
  }
}
