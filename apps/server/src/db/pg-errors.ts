type Wrapped = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and the causes under it that the driver or drizzle wrapped it in, outermost first (at most four). */
function* causeChain(err: unknown): Generator<Wrapped> {
  let e = err as Wrapped | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as Wrapped | undefined) yield e;
}

/** A PostgreSQL error's SQLSTATE and message, found under whatever the driver or drizzle wrapped it in. */
export function pgErrorOf(err: unknown): { code: string; message: string } | undefined {
  for (const e of causeChain(err)) {
    if (typeof e.code === 'string') return { code: e.code, message: String(e.message) };
  }
  return undefined;
}

// Deadlock detected, serialisation failure: the transaction was undone whole and may simply run again.
const RETRYABLE = new Set(['40P01', '40001']);

/** Whether the database undid the transaction for a reason a new try may not meet (deadlock, serialisation). */
export function isRetryable(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code !== undefined && RETRYABLE.has(code);
}

// SQLSTATEs of a server going away or not yet taking connections: admin shutdown, crash shutdown, cannot
// connect now (starting up, in recovery), and the connection exceptions of class 08.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// Socket-level failures carry a Node error code instead of a SQLSTATE.
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// node-postgres says these in words only.
const UNAVAILABLE_WORDS = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database cannot be reached right now (restarting, crashed, unreachable), rather
 * than a fault of the statement: such a request is answered 503 and may be repeated once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_WORDS.some((w) => message.includes(w))) return true;
  }
  return false;
}
