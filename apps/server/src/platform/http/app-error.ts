import { type ErrorCode, errorCatalogue, fillMessage } from '@shop/contracts';

/** A refusal from the catalogue of SPEC §8; the HTTP layer turns it into the envelope with its code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Extra top-level envelope fields (e.g. the items that blocked a sync). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(fillMessage(errorCatalogue[code].zh, params));
    this.status = errorCatalogue[code].status;
  }
}
