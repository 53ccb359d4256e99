import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from './human-check-test-kit.ts';
import {
  checkProofOfWork,
  issueProofOfWork,
  type ProofOfWorkCost,
  proofOfWorkKeys,
} from './proof-of-work.ts';

const keys = proofOfWorkKeys('a secret of the test, long enough');
const light: ProofOfWorkCost = { iterations: 1, minCounter: 5, maxCounter: 20 };
const now = new Date('2026-11-21T10:00:00Z');
const inTwoMinutes = new Date(now.getTime() + 120_000);

const solvedFor = async (binding: string, cost = light) =>
  solveProofOfWork(await issueProofOfWork(keys, cost, binding, inTwoMinutes));

describe('proof of work (ALTCHA)', () => {
  it('passes a solved puzzle for its binding within its life, whose solution is the drawn counter', async () => {
    const proof = await solvedFor('binding-1');
    expect(proof.solution.counter).toBeGreaterThanOrEqual(light.minCounter);
    expect(proof.solution.counter).toBeLessThanOrEqual(light.maxCounter);
    expect(await checkProofOfWork(keys, proof, 'binding-1', now)).toBe(true);
  });

  it('refuses it for another binding, at or after its end, and under another secret', async () => {
    const proof = await solvedFor('binding-2');
    expect(await checkProofOfWork(keys, proof, 'binding-3', now)).toBe(false);
    expect(await checkProofOfWork(keys, proof, 'binding-2', inTwoMinutes)).toBe(false);
    expect(
      await checkProofOfWork(proofOfWorkKeys('another secret, just as long'), proof, 'binding-2', now),
    ).toBe(false);
  });

  it('refuses a wrong key, and a puzzle edited to be cheaper, to live longer or to drop its key signature', async () => {
    const proof = await solvedFor('binding-4', { ...light, iterations: 3 });
    const { parameters } = proof.challenge;
    const edited = (changes: Partial<typeof parameters>) => ({
      ...proof,
      challenge: { ...proof.challenge, parameters: { ...parameters, ...changes } },
    });
    const spoilt = {
      'wrong key': { ...proof, solution: { ...proof.solution, derivedKey: '00'.repeat(32) } },
      cheaper: edited({ cost: 1 }),
      'easier prefix': edited({ keyPrefix: '0' }),
      'longer life': edited({ data: { ...parameters.data, expires: 4_000_000_000 } }),
      'no key signature': edited({ keySignature: undefined }),
    };
    for (const [kind, bad] of Object.entries(spoilt)) {
      expect(await checkProofOfWork(keys, bad, 'binding-4', now), kind).toBe(false);
    }
  });

  it('derives two different keys from the one secret', () => {
    expect(keys.signature).not.toBe(keys.keySignature);
    expect(proofOfWorkKeys('a secret of the test, long enough')).toEqual(keys);
  });
});
