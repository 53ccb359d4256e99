import {
  type Endpoint,
  type Envelope,
  invalidField,
  type ParsedRequestOf,
  type ResultOf,
} from '@shop/contracts';
import type { Locale } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMember } from '../auth/session-resolver.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from './app-error.ts';
import { type ClientHeaders, readClientHeaders, readerLocale } from './client-headers.ts';

/** What a handler gets besides its validated input. */
export interface CallContext extends AppDeps {
  member: SessionMember | null;
  headers: ClientHeaders;
  /** The language the reader reads store text in: x-locale, else Accept-Language (decision 020). */
  locale: Locale;
  ip: string;
}

/** A member-only handler sees a member for certain. */
export type MemberContext = CallContext & { member: SessionMember };

/** A handler's answer when it needs a message or extra envelope fields beside its result. */
export class Reply<R> {
  constructor(
    readonly result: R,
    readonly message = '',
    readonly extra: Record<string, unknown> = {},
  ) {}
}

type Handler<E extends Endpoint> = (
  input: ParsedRequestOf<E>,
  ctx: E['access'] extends 'member' ? MemberContext : CallContext,
) => Promise<ResultOf<E> | Reply<ResultOf<E>>>;

export function envelope(result: unknown, message = '', extra: Record<string, unknown> = {}): Envelope {
  return { Success: true, Result: result, Message: message, Code: null, ...extra };
}

export function failure(code: string, message: string, extra: Record<string, unknown> = {}): Envelope {
  return { Success: false, Result: null, Message: message, Code: code, ...extra };
}

export function sendAppError(res: FastifyReply, err: AppError) {
  return res.code(err.status).send(failure(err.code, err.message, err.extra));
}

/** Registers one endpoint of the catalogue: validates with its contract, resolves the member, wraps the result. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  ep: E,
  handler: Handler<E>,
  /** A larger body limit for the one route that needs it (an upload); the app's limit otherwise. */
  route: { bodyLimit?: number } = {},
): void {
  app.post(`/wxapi/${ep.path}`, route, async (req: FastifyRequest, res: FastifyReply) => {
    const parsed = ep.request.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { field, detail } = invalidField(parsed.error.issues);
      return res
        .code(400)
        .send(failure('BAD_REQUEST', `请求参数错误：${field}`, { Field: field, Detail: detail }));
    }
    const headers = readClientHeaders(req);
    const member = headers.session ? await deps.sessions.resolve(headers.session) : null;
    if (ep.access === 'member' && !member) {
      return sendAppError(res, new AppError('NOT_LOGGED_IN'));
    }
    // Object.assign, not a spread: spreading deps into a wider literal costs microseconds per call on Node 20.
    const ctx: CallContext = Object.assign({}, deps, {
      member,
      headers,
      locale: readerLocale(req, headers),
      ip: req.ip,
    });
    try {
      const out = await (handler as (i: unknown, c: CallContext) => Promise<unknown>)(parsed.data, ctx);
      const answer = out instanceof Reply ? out : new Reply(out);
      if (deps.checkResults) ep.result.parse(answer.result);
      return res.send(envelope(answer.result, answer.message, answer.extra));
    } catch (err) {
      if (err instanceof AppError) return sendAppError(res, err);
      throw err;
    }
  });
}
