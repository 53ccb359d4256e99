import { termsEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { termsDocument, termsList } from './service.ts';

/** The store's terms documents (SPEC §2 account/termsList, account/terms): public, read-only. */
export function registerTerms(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, termsEndpoints.termsList, (input, ctx) => termsList(ctx, input));
  registerEndpoint(app, deps, termsEndpoints.terms, (input, ctx) => termsDocument(ctx, input));
}
