// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { SliderCheck } from './slider-check.tsx';
import {
  dragKnob,
  passingSlider,
  readySlider,
  testChallenge,
  testProofOfWork,
  testProofSolution,
} from './slider-test-kit.ts';

beforeAll(() => setLocale('en'));

const mount = (onSolved = vi.fn()) => renderWithProviders(<SliderCheck onSolved={onSolved} />).user;
const slider = () => screen.getByRole('slider');
const status = () => screen.getByRole('status').textContent;
const verifyCalls = (calls: Call[]) => calls.filter((c) => c.path === 'customeraccount/SliderVerify');

describe('slider check', () => {
  it('sends a pointer drag onto the gap with its path and the solved proof of work, then hands over the token', async () => {
    const calls = fakeApi(passingSlider('token-9'));
    const onSolved = vi.fn();
    const user = mount(onSolved);
    // The gap is drawn in the picture only (hidden from screen readers, which get the hint instead).
    const gap = await screen.findByTestId('slider-gap');
    expect(gap.style.left).toBe(`${(150 / 280) * 100}%`);
    await dragKnob(user, 150, 8);
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
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
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('token-9'));
    expect(status()).toBe('Verified');
  });

  it('says so and brings a new puzzle when the drag is refused', async () => {
    const calls = fakeApi({
      'customeraccount/SliderChallenge': () => testChallenge,
      'customeraccount/SliderVerify': () => new Refusal(422, 'SLIDER_FAILED', '滑块验证未通过，请重试'),
    });
    const onSolved = vi.fn();
    const user = mount(onSolved);
    await dragKnob(user, 60);
    await waitFor(() => expect(status()).toBe('The slider check did not pass, please try again'));
    expect(slider().getAttribute('aria-disabled')).toBe('true');
    await readySlider();
    expect(calls.filter((c) => c.path === 'customeraccount/SliderChallenge')).toHaveLength(2);
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, a little further on each press, and answers on Enter', async () => {
    const calls = fakeApi(passingSlider());
    const user = mount();
    await readySlider();
    // Named, and described by how to work it, never by where the gap is: that would hand a script the answer.
    const knob = screen.getByRole('slider', {
      name: 'Slider: move the piece into the gap',
      description: /^Use the arrow keys to move the piece onto the gap, then press Enter\./,
    });
    expect(knob.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(knob.getAttribute('aria-describedby')!)?.textContent).not.toMatch(/\d/);
    await user.tab();
    expect(document.activeElement).toBe(knob);
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.keyboard('{ArrowRight}');
      seen.push(Number(knob.getAttribute('aria-valuenow')));
    }
    expect(seen).toEqual([2, 5, 9, 14]);
    await user.keyboard('{ArrowLeft}');
    expect(knob.getAttribute('aria-valuenow')).toBe('8');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    const [sent] = verifyCalls(calls);
    expect(sent!.body).toMatchObject({ x: 8 });
    expect((sent!.body.track as unknown[]).length).toBe(6);
  });

  it('offers a shopper who cannot drag or see the gap the proof of work alone, and hands over the token', async () => {
    const calls = fakeApi(passingSlider('token-a11y'));
    const onSolved = vi.fn();
    const user = mount(onSolved);
    await readySlider();
    await user.click(screen.getByRole('button', { name: 'Check without dragging' }));
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('token-a11y'));
    expect(verifyCalls(calls).map((c) => c.body)).toEqual([
      {
        challengeId: testChallenge.challengeId,
        x: 0,
        track: [],
        way: 'proof',
        proofOfWork: { challenge: testProofOfWork, solution: testProofSolution },
      },
    ]);
  });

  it('sends no proof of work when the challenge asks for none', async () => {
    const { proofOfWork: _, ...withoutWork } = testChallenge;
    const calls = fakeApi({ ...passingSlider(), 'customeraccount/SliderChallenge': () => withoutWork });
    const user = mount();
    await dragKnob(user, 150);
    await waitFor(() => expect(verifyCalls(calls)).toHaveLength(1));
    expect(verifyCalls(calls)[0]!.body).not.toHaveProperty('proofOfWork');
  });

  it('offers to try again when no puzzle can be had', async () => {
    let refuse = true;
    fakeApi({
      'customeraccount/SliderChallenge': () =>
        refuse ? new Refusal(429, 'TOO_FREQUENT', '操作太频繁，请稍后再试') : testChallenge,
    });
    const user = mount();
    await waitFor(() => expect(status()).toBe('Too many attempts, please try again later'));
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await readySlider();
  });
});
