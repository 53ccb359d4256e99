import { headerNames } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** The headers every client call carries (DESIGN §3, SPEC §7). */
export interface ClientHeaders {
  storeId: number | null;
  storeMode: string | null;
  appName: string | null;
  appVersion: string | null;
  session: string | null;
  guiderCookie: string | null;
  inviterUid: number | null;
  locale: string | null;
}

function text(req: FastifyRequest, name: string, max = 128): string | null {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > max) return null;
  return value;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function readClientHeaders(req: FastifyRequest): ClientHeaders {
  return {
    storeId: positiveInt(text(req, headerNames.storeId)),
    storeMode: text(req, headerNames.storeMode, 32),
    appName: text(req, headerNames.appName, 64),
    appVersion: text(req, headerNames.appVersion, 32),
    session: text(req, headerNames.session, 128),
    guiderCookie: text(req, headerNames.guiderCookie, 256),
    inviterUid: positiveInt(text(req, headerNames.inviterUid)),
    locale: text(req, headerNames.locale, 16),
  };
}
