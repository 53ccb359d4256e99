// Test helper: answers the built-in check's proof of work the way the browser does; imported by tests only.
import type { ProofOfWork, ProofOfWorkChallenge } from '@shop/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a puzzle as a client does (every counter from 0 until the key matches); the proof to send back. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<ProofOfWork> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved in time');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
