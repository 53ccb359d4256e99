import { createHash, randomInt } from 'node:crypto';
import { judgeSliderDrag, SLIDER_MIN_TARGET_X, SLIDER_PIECE_WIDTH, SLIDER_TRACK_WIDTH } from '@shop/domain';
import type { CheckBinding, HumanCheck } from './human-check.ts';
import {
  checkProofOfWork,
  issueProofOfWork,
  type ProofOfWorkCost,
  type ProofOfWorkKeys,
} from './proof-of-work.ts';

// Keeps the gap clear of the track's right end by a few pixels, so the whole piece always fits into it.
const GAP_END_MARGIN = 4;

/** The puzzle's tie to its challenge and client, hashed so the puzzle the client sees does not show its address. */
function bindingOf(binding: CheckBinding): string {
  return createHash('sha256').update(`${binding.challengeId}\n${binding.address}`).digest('hex');
}

/**
 * The shipped check: SPEC's slider (drag the piece onto the gap, judged by domain's judgeSliderDrag) plus an
 * ALTCHA proof of work bound to the same challenge and address, so every try costs a script real CPU. Both must
 * hold; an answer without the proof fails. The accessible way (`way: 'proof'`, for a shopper who cannot drag or
 * see the gap) is judged on the proof alone: the challenge tells a script where the gap is anyway, so the drag
 * adds nothing a script pays for, and the proof, which it does pay for, is the same.
 */
export function builtinHumanCheck(opts: { keys: ProofOfWorkKeys; cost: ProofOfWorkCost }): HumanCheck {
  return {
    provider: 'builtin',
    async issue(binding) {
      const targetX = randomInt(
        SLIDER_MIN_TARGET_X,
        SLIDER_TRACK_WIDTH - SLIDER_PIECE_WIDTH - GAP_END_MARGIN + 1,
      );
      const proofOfWork = await issueProofOfWork(opts.keys, opts.cost, bindingOf(binding), binding.expiresAt);
      return { trackWidth: SLIDER_TRACK_WIDTH, pieceWidth: SLIDER_PIECE_WIDTH, targetX, proofOfWork };
    },
    async verify(check, answer, now) {
      if (!answer.proofOfWork) return false;
      const worked = await checkProofOfWork(opts.keys, answer.proofOfWork, bindingOf(check), now);
      if (answer.way === 'proof') return worked;
      return worked && judgeSliderDrag({ targetX: check.targetX, x: answer.x, track: answer.track }).ok;
    },
  };
}
