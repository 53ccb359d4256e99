import type { loginEndpoints, ParsedRequestOf, ResultOf } from '@shop/contracts';
import type { Env } from '../../env.ts';

/** What ties a puzzle to one slider challenge and one client: an answer for another, or from elsewhere, fails. */
export interface CheckBinding {
  /** The challenge's id, as the client holds it. */
  challengeId: string;
  /** The client's address, which the slider token a pass earns is bound to as well. */
  address: string;
  /** When the challenge stops taking answers, by the app's clock. */
  expiresAt: Date;
}

/** A binding with what the challenge kept of its puzzle: the gap's position. */
export interface IssuedCheck extends CheckBinding {
  targetX: number;
}

/** The puzzle as the client is shown it; the challenge's id and life are the caller's to add. */
export type HumanCheckPuzzle = Omit<
  ResultOf<typeof loginEndpoints.sliderChallenge>,
  'challengeId' | 'expiresInSeconds'
>;

/** The client's answer, as SliderVerify receives it. */
export type HumanCheckAnswer = ParsedRequestOf<typeof loginEndpoints.sliderVerify>;

/**
 * Tells a person from a script before a login call may send a code or try a password (SPEC §5's slider check).
 * The account module keeps each challenge (its address, its life, rate limits, one answer, and the single-use
 * token a pass earns); the provider decides what the puzzle is and whether an answer solves it. Chosen by env
 * CAPTCHA_PROVIDER (human-check-provider.ts).
 */
export interface HumanCheck {
  /** Which provider this is (env CAPTCHA_PROVIDER). */
  readonly provider: Env['CAPTCHA_PROVIDER'];
  /** A new puzzle for a challenge; its targetX is kept with the challenge and comes back to verify. */
  issue(binding: CheckBinding): Promise<HumanCheckPuzzle>;
  /**
   * Whether `answer` solves the puzzle issued for `check`, at `now`. A judgement only: the caller records the
   * answer so that a challenge takes one.
   */
  verify(check: IssuedCheck, answer: HumanCheckAnswer, now: Date): Promise<boolean>;
}
