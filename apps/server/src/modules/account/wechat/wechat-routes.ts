import { wechatEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerEndpoint } from '../../../platform/http/endpoints.ts';
import { bindWechat, wechatAuth } from './wechat-login.ts';
import { wxApiConfig } from './wx-api-config.ts';

/** The mini-program's ties to WeChat: the login code exchange, binding, and the JS-SDK configuration. */
export function registerWechat(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, wechatEndpoints.auth, (input, ctx) => wechatAuth(ctx, input));
  registerEndpoint(app, deps, wechatEndpoints.updateCustomerUnionId, (input, ctx) => bindWechat(ctx, input));
  registerEndpoint(app, deps, wechatEndpoints.wxApiConfig, (input, ctx) => wxApiConfig(ctx, input));
}
