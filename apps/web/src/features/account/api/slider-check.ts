import { type loginEndpoints, loginPaths, type ProofOfWork, type ResultOf } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const sliderChallengeRef = endpointRef<typeof loginEndpoints.sliderChallenge>(
  loginPaths.sliderChallenge,
);
export const sliderVerifyRef = endpointRef<typeof loginEndpoints.sliderVerify>(loginPaths.sliderVerify);

export type SliderChallenge = ResultOf<typeof loginEndpoints.sliderChallenge>;

/** One pointer position of a drag: the piece's left edge in track pixels, ms since the grab. */
export interface DragPoint {
  x: number;
  t: number;
}

/** A new slider challenge: where the gap sits on the track. */
export function fetchSliderChallenge(): Promise<SliderChallenge> {
  return call(sliderChallengeRef, {});
}

/**
 * The way for a shopper who cannot drag or see the gap (keyboard, screen reader): the challenge's solved proof of
 * work alone, no drag; resolves to the same single-use token.
 */
export async function verifySliderProof(
  challengeId: string,
  proofOfWork: ProofOfWork | null,
): Promise<string> {
  const result = await call(sliderVerifyRef, {
    challengeId,
    x: 0,
    track: [],
    way: 'proof',
    ...(proofOfWork ? { proofOfWork } : {}),
  });
  return result.sliderToken;
}

/**
 * Sends a finished drag for judging, with the challenge's solved proof of work when it had one; resolves to the
 * single-use token a login call needs.
 */
export async function verifySliderDrag(
  challengeId: string,
  x: number,
  track: DragPoint[],
  proofOfWork: ProofOfWork | null,
): Promise<string> {
  const result = await call(sliderVerifyRef, {
    challengeId,
    x,
    track,
    ...(proofOfWork ? { proofOfWork } : {}),
  });
  return result.sliderToken;
}
