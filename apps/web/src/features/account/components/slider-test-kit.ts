// Test helpers for the slider check (component and page tests); not shipped, imported by *.test.tsx only.
import { act } from 'react';
import { eventually } from '../../../test/shop-harness.tsx';

/** The challenge the fake API answers: the gap 150 px along a 280 px track. */
export const testChallenge = {
  challengeId: 'challenge-1',
  trackWidth: 280,
  pieceWidth: 44,
  targetX: 150,
  expiresInSeconds: 120,
};

/** The fake API's answers for a slider that passes with `token`. */
export function passingSlider(token = 'slider-token') {
  return {
    'customeraccount/SliderChallenge': () => testChallenge,
    'customeraccount/SliderVerify': () => ({ sliderToken: token, expiresInSeconds: 180 }),
  };
}

function pointer(type: string, clientX: number): PointerEvent {
  return new PointerEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 20, pointerId: 1 });
}

/** Waits for the puzzle, then drags the knob `to` px along with pointer events, in `steps` moves. */
export async function dragKnob(container: HTMLElement, to: number, steps = 6): Promise<void> {
  await eventually(() => {
    if (!container.querySelector('.slider-check--ready')) throw new Error('slider not ready');
  });
  const knob = container.querySelector<HTMLElement>('[data-testid="slider-knob"]')!;
  const start = 40;
  await act(async () => knob.dispatchEvent(pointer('pointerdown', start)));
  for (let i = 1; i <= steps; i += 1) {
    await act(async () => knob.dispatchEvent(pointer('pointermove', start + (to * i) / steps)));
  }
  await act(async () => knob.dispatchEvent(pointer('pointerup', start + to)));
}

/** Drags the knob onto the test challenge's gap and waits for the sheet to close with the token. */
export async function passSlider(container: HTMLElement): Promise<void> {
  await dragKnob(container, testChallenge.targetX);
  await eventually(() => {
    if (container.querySelector('[data-testid="slider-check"]')) throw new Error('slider still open');
  });
}
