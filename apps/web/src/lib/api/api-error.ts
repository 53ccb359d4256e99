import type { Envelope } from '@shop/contracts';

/** Errors the client itself raises, translated like the server's codes (`errors.<CODE>`). */
export const clientErrorCodes = [
  'NETWORK_ERROR',
  'NETWORK_GONE',
  'TIMEOUT',
  'REQUEST_ERROR',
  'UNKNOWN',
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * A failed call. `message` is already translated for the active locale; `serverMessage` is the server's text
 * as sent; `status` is the HTTP status (0 when no response came back); `envelope` is the response body when
 * there was one (the cart sync reads InvalidBasketItems from it).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly envelope: Envelope | null = null,
    readonly serverMessage = '',
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether a call failed for want of a connection (no answer came back), rather than being refused. */
export function isConnectionLost(value: unknown): boolean {
  return isApiError(value) && (value.code === 'NETWORK_GONE' || value.code === 'NETWORK_ERROR');
}
