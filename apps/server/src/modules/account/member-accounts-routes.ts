import { loginEndpoints, payPasswordEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { ifHasPayPassword, setPayPassword } from './pay-password.ts';
import { customersByTel, switchCustomerAccount } from './phone-accounts.ts';

/** Several accounts on one phone and switching between them (SPEC §6), and the payment password (SPEC §5). */
export function registerMemberAccounts(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, loginEndpoints.getCustomersByTel, (_input, ctx) => customersByTel(ctx));
  registerEndpoint(app, deps, loginEndpoints.switchCustomerAccount, (input, ctx) =>
    switchCustomerAccount(ctx, input),
  );
  registerEndpoint(app, deps, payPasswordEndpoints.ifHasPayPassword, (_input, ctx) => ifHasPayPassword(ctx));
  registerEndpoint(app, deps, payPasswordEndpoints.setPayPassword, (input, ctx) =>
    setPayPassword(ctx, input),
  );
}
