// Test helpers for the slider check (component and page tests); not shipped, imported by *.test.tsx only.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A real ALTCHA puzzle at the lightest cost (1 round a guess), signed with a test key, whose solution is counter 7:
 * what the server issues, so the client's solver is tested on the genuine format.
 */
export const testProofOfWork = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    data: { binding: 'test', expires: 4102444800 },
    keyLength: 32,
    keyPrefix: 'b7e25f0bbac4c0672da89e772f595424',
    keySignature: 'af691d91537e0fc81834e7448b1089ff7a5a318a267dcf205481d0a2927d3f2c',
    nonce: '4effb099000f5192c12d14b438580c1c',
    salt: 'bc1127ec627d7395641f1010504d6b17',
  },
  signature: '7716a50b749b4113d25aa3362d8b4efeacf479dc434fccc8c4c25713faf75c71',
};

/** The solution of testProofOfWork. */
export const testProofSolution = {
  counter: 7,
  derivedKey: 'b7e25f0bbac4c0672da89e772f5954244eaec7e889ed688202dacac30a7d7ba4',
};

/** The challenge the fake API answers: the gap 150 px along a 280 px track, with its proof of work. */
export const testChallenge = {
  challengeId: 'challenge-1',
  trackWidth: 280,
  pieceWidth: 44,
  targetX: 150,
  expiresInSeconds: 120,
  proofOfWork: testProofOfWork,
};

/** The fake API's answers for a slider that passes with `token`. */
export function passingSlider(token = 'slider-token') {
  return {
    'customeraccount/SliderChallenge': () => testChallenge,
    'customeraccount/SliderVerify': () => ({ sliderToken: token, expiresInSeconds: 180 }),
  };
}

/** Waits for the puzzle, until the slider may be moved (it is disabled while loading or checking). */
export function readySlider(): Promise<HTMLElement> {
  return waitFor(() => {
    const slider = screen.getByRole('slider', { name: 'Slider: move the piece into the gap' });
    expect(slider.getAttribute('aria-disabled')).toBeNull();
    return slider;
  });
}

/** Waits for the puzzle, then drags the knob `to` px along with the mouse, in `steps` moves. */
export async function dragKnob(user: UserEvent, to: number, steps = 6): Promise<void> {
  const knob = await readySlider();
  const start = 40;
  const at = (clientX: number) => ({ target: knob, coords: { clientX, clientY: 20 } });
  const moves = Array.from({ length: steps }, (_, i) => at(start + (to * (i + 1)) / steps));
  await user.pointer([
    { keys: '[MouseLeft>]', ...at(start) },
    ...moves,
    { keys: '[/MouseLeft]', ...at(start + to) },
  ]);
}

/** Drags the knob onto the test challenge's gap and waits for the security check to close with the token. */
export async function passSlider(user: UserEvent): Promise<void> {
  await dragKnob(user, testChallenge.targetX);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull());
}
