// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import { type Call, eventually, fakeApi, Refusal, renderWithQuery } from '../../../test/legacy-harness.tsx';
import { SliderCheck } from './slider-check.tsx';
import {
  dragKnob,
  passingSlider,
  testChallenge,
  testProofOfWork,
  testProofSolution,
} from './slider-test-kit.ts';

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
});

async function mount(onSolved = vi.fn()) {
  view = await renderWithQuery(<SliderCheck onSolved={onSolved} />);
  return view;
}

const knob = (v: Rendered) => v.container.querySelector<HTMLElement>('[role="slider"]')!;
const verifyCalls = (calls: Call[]) => calls.filter((c) => c.path === 'customeraccount/SliderVerify');

async function press(v: Rendered, key: string) {
  await act(async () => knob(v).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
}

describe('slider check', () => {
  it('sends a pointer drag onto the gap with its path and the solved proof of work, then hands over the token', async () => {
    const calls = fakeApi(passingSlider('token-9'));
    const onSolved = vi.fn();
    const v = await mount(onSolved);
    await eventually(() => expect(v.container.querySelector('[data-testid="slider-gap"]')).not.toBeNull());
    expect(v.container.querySelector<HTMLElement>('[data-testid="slider-gap"]')!.style.left).toBe(
      `${(150 / 280) * 100}%`,
    );
    await dragKnob(v.container, 150, 8);
    await eventually(() => expect(verifyCalls(calls)).toHaveLength(1));
    const [sent] = verifyCalls(calls);
    const { challengeId, x, track, proofOfWork } = sent!.body as {
      challengeId: string;
      x: number;
      track: Array<{ x: number; t: number }>;
      proofOfWork: unknown;
    };
    expect(challengeId).toBe(testChallenge.challengeId);
    expect(proofOfWork).toEqual({ challenge: testProofOfWork, solution: testProofSolution });
    expect(x).toBe(150);
    expect(track[0]).toEqual({ x: 0, t: 0 });
    expect(track.length).toBeGreaterThanOrEqual(5);
    expect(track.at(-1)!.x).toBe(150);
    expect(track.every((p, i) => i === 0 || p.t > track[i - 1]!.t)).toBe(true);
    await eventually(() => expect(onSolved).toHaveBeenCalledWith('token-9'));
    expect(v.container.querySelector('[data-testid="slider-status"]')?.textContent).toBe('Verified');
  });

  it('shakes, says so and brings a new puzzle when the drag is refused', async () => {
    const calls = fakeApi({
      'customeraccount/SliderChallenge': () => testChallenge,
      'customeraccount/SliderVerify': () => new Refusal(422, 'SLIDER_FAILED', '滑块验证未通过，请重试'),
    });
    const onSolved = vi.fn();
    const v = await mount(onSolved);
    await dragKnob(v.container, 60);
    await eventually(() => expect(v.container.querySelector('.slider-check--failed')).not.toBeNull());
    expect(v.container.querySelector('[data-testid="slider-status"]')?.textContent).toBe(
      'The slider check did not pass, please try again',
    );
    await eventually(() => expect(v.container.querySelector('.slider-check--ready')).not.toBeNull());
    expect(calls.filter((c) => c.path === 'customeraccount/SliderChallenge')).toHaveLength(2);
    expect(knob(v).getAttribute('aria-valuenow')).toBe('0');
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, a little further on each press, and answers on Enter', async () => {
    const calls = fakeApi(passingSlider());
    const v = await mount();
    await eventually(() => expect(v.container.querySelector('.slider-check--ready')).not.toBeNull());
    expect(knob(v).getAttribute('aria-label')).toBe('Slider: move the piece into the gap');
    const hint = v.container.querySelector(`#${CSS.escape(knob(v).getAttribute('aria-describedby')!)}`);
    expect(hint?.textContent).toContain('64% of the way along');
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await press(v, 'ArrowRight');
      seen.push(Number(knob(v).getAttribute('aria-valuenow')));
    }
    expect(seen).toEqual([2, 5, 9, 14]);
    await press(v, 'ArrowLeft');
    expect(knob(v).getAttribute('aria-valuenow')).toBe('8');
    await press(v, 'Enter');
    await eventually(() => expect(verifyCalls(calls)).toHaveLength(1));
    const [sent] = verifyCalls(calls);
    expect(sent!.body).toMatchObject({ x: 8 });
    expect((sent!.body.track as unknown[]).length).toBe(6);
  });

  it('sends no proof of work when the challenge asks for none', async () => {
    const { proofOfWork: _, ...withoutWork } = testChallenge;
    const calls = fakeApi({ ...passingSlider(), 'customeraccount/SliderChallenge': () => withoutWork });
    const v = await mount();
    await dragKnob(v.container, 150);
    await eventually(() => expect(verifyCalls(calls)).toHaveLength(1));
    expect(verifyCalls(calls)[0]!.body).not.toHaveProperty('proofOfWork');
  });

  it('offers to try again when no puzzle can be had', async () => {
    let refuse = true;
    fakeApi({
      'customeraccount/SliderChallenge': () =>
        refuse ? new Refusal(429, 'TOO_FREQUENT', '操作太频繁，请稍后再试') : testChallenge,
    });
    const v = await mount();
    await eventually(() =>
      expect(v.container.querySelector('[data-testid="slider-status"]')?.textContent).toBe(
        'Too many attempts, please try again later',
      ),
    );
    refuse = false;
    const retry = [...v.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await act(async () => retry.click());
    await eventually(() => expect(v.container.querySelector('.slider-check--ready')).not.toBeNull());
  });
});
