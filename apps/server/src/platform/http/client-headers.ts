import { headerNames, localeCookie } from '@shop/contracts';
import { isLocale, type Locale, resolveLocale } from '@shop/domain';
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

/**
 * The locale the reader reads store text in (decision 020): the app's own choice in the x-locale header, else the
 * browser's Accept-Language, each resolved to one of the four catalogues.
 */
export function readerLocale(req: FastifyRequest, headers: Pick<ClientHeaders, 'locale'>): Locale {
  return headers.locale === null ? browserLocale(req) : resolveLocale(headers.locale);
}

/** The browser's preferred language from Accept-Language, as one of the four catalogues (English when none). */
function browserLocale(req: FastifyRequest): Locale {
  return resolveLocale(text(req, 'accept-language', 256));
}

/** The value of the locale cookie of a page request, when it names one of the four catalogues. */
function cookieLocale(req: FastifyRequest): Locale | null {
  const cookies = text(req, 'cookie', 4096) ?? '';
  const found = cookies.split(';').find((c) => c.trim().startsWith(`${localeCookie}=`));
  const value = found?.split('=')[1]?.trim() ?? '';
  return isLocale(value) ? value : null;
}

/**
 * The locale of a page load (index.html), which carries no x-locale: the web app's remembered choice in its
 * cookie, else Accept-Language.
 */
export function pageLocale(req: FastifyRequest): Locale {
  return cookieLocale(req) ?? browserLocale(req);
}
