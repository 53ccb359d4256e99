import type { ProofOfWork, ProofOfWorkChallenge } from '@shop/contracts';
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { useCallback, useEffect, useRef } from 'react';

// Enough to finish a puzzle well within a drag on a phone's cores, and few enough to start quickly.
const MAX_WORKERS = 4;
// Longer than the challenge lives: by then the answer would be refused anyway.
const SOLVE_TIMEOUT_MS = 120_000;

/** Named in the page's performance timeline, so the solve time can be measured in a real browser. */
export const PROOF_OF_WORK_MEASURE = 'slider-proof-of-work';

const createWorker = () =>
  new Worker(new URL('./slider-proof-worker.ts', import.meta.url), { type: 'module', name: 'slider-proof' });

/**
 * Solves a slider challenge's proof of work (decision 017) off the main thread, in Web Workers splitting the
 * counters between them, so the drag never waits on it; on the main thread only where there are no workers.
 * Resolves to the proof the answer carries, or null when cancelled or unsolvable (the server then refuses the
 * answer, which shows the usual slider failure).
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  controller: AbortController,
): Promise<ProofOfWork | null> {
  const start = performance.now();
  try {
    const solution =
      typeof Worker === 'undefined'
        ? await solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS })
        : await solveChallengeWorkers({
            challenge,
            controller,
            createWorker,
            concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
            timeout: SOLVE_TIMEOUT_MS,
          });
    if (!solution) return null;
    performance.measure(PROOF_OF_WORK_MEASURE, { start, detail: { counter: solution.counter } });
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } catch {
    return null;
  }
}

/**
 * The proof of work of the challenge on show: `start` begins solving as soon as a challenge arrives (cancelling the
 * one before), `proof` waits for it when the drag ends, usually long done by then. Cancelled on unmount.
 */
export function useProofOfWork(): {
  start: (challenge: ProofOfWorkChallenge | undefined) => void;
  proof: () => Promise<ProofOfWork | null>;
} {
  const current = useRef<{ controller: AbortController; solved: Promise<ProofOfWork | null> } | null>(null);
  useEffect(() => () => current.current?.controller.abort(), []);
  const start = useCallback((challenge: ProofOfWorkChallenge | undefined) => {
    current.current?.controller.abort();
    const controller = new AbortController();
    current.current = challenge ? { controller, solved: solveProofOfWork(challenge, controller) } : null;
  }, []);
  const proof = useCallback(async () => (await current.current?.solved) ?? null, []);
  return { start, proof };
}
