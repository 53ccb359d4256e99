import { createHmac, randomInt } from 'node:crypto';
import type { ProofOfWork, ProofOfWorkChallenge } from '@shop/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * How much work one puzzle asks for: the solution is a counter drawn evenly between the two bounds, and the
 * client derives a key (PBKDF2-SHA-256, `iterations` rounds) for every counter up to it.
 */
export interface ProofOfWorkCost {
  iterations: number;
  minCounter: number;
  maxCounter: number;
}

// PBKDF2, not plain SHA-256: WebCrypto has it natively, so a phone pays what a script in native code pays per
// guess, where a call per single hash would leave the browser paying mostly call overhead.
const ALGORITHM = 'PBKDF2/SHA-256';

/** The two keys of ALTCHA's signed mode, derived from the one configured secret. */
export interface ProofOfWorkKeys {
  /** Signs the puzzle's parameters, so a client can neither lower the cost nor make up a puzzle. */
  signature: string;
  /** Signs the expected derived key, so checking an answer is one HMAC rather than a derivation. */
  keySignature: string;
}

/** The puzzle keys of a secret (HMAC-SHA-256 of fixed labels, so one secret in env serves both). */
export function proofOfWorkKeys(secret: string): ProofOfWorkKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('base64url');
  return { signature: derive('altcha-signature'), keySignature: derive('altcha-key-signature') };
}

/**
 * A new puzzle for `binding` (what the answer must come with, e.g. a hash of the slider challenge and the client's
 * address) that stops counting at `expiresAt` by the app's clock. ALTCHA's own expiresAt is judged against the
 * wall clock, so the life goes into the signed data instead, where the app's clock (which tests move) judges it.
 */
export function issueProofOfWork(
  keys: ProofOfWorkKeys,
  cost: ProofOfWorkCost,
  binding: string,
  expiresAt: Date,
): Promise<ProofOfWorkChallenge> {
  // Given a signature secret the library always signs: the signature its type leaves optional is there.
  return createChallenge({
    algorithm: ALGORITHM,
    cost: cost.iterations,
    counter: randomInt(cost.minCounter, cost.maxCounter + 1),
    deriveKey,
    data: { binding, expires: Math.floor(expiresAt.getTime() / 1000) },
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }) as Promise<ProofOfWorkChallenge>;
}

/**
 * Whether `proof` solves a puzzle this server issued for `binding` and is still within its life at `now`. Pure:
 * it does not remember answers; the caller makes each one count once.
 */
export async function checkProofOfWork(
  keys: ProofOfWorkKeys,
  proof: ProofOfWork,
  binding: string,
  now: Date,
): Promise<boolean> {
  const { parameters } = proof.challenge;
  const expires = parameters.data?.expires;
  if (
    parameters.data?.binding !== binding ||
    typeof expires !== 'number' ||
    expires * 1000 <= now.getTime()
  ) {
    return false;
  }
  // Only a puzzle with a key signature is checked by HMAC alone; without one the library would derive a key at
  // the puzzle's own cost, which an attacker could not set (the parameters are signed) but should not even try.
  if (parameters.algorithm !== ALGORITHM || !parameters.keySignature) return false;
  const verdict = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  return verdict.verified;
}
