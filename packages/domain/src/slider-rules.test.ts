import { describe, expect, it } from 'vitest';
import { judgeSliderDrag, type SliderPoint } from './slider-rules.ts';

/** A hand-like drag to `to`: eases in and out, sampled at uneven intervals. */
function handDrag(to: number, ms = 600): SliderPoint[] {
  const points: SliderPoint[] = [{ x: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= 12; i += 1) {
    t += ms / 12 + (i % 3) * 3 - 3;
    const p = i / 12;
    points.push({ x: Math.round(to * (1 - (1 - p) ** 3) * 10) / 10, t });
  }
  return points;
}

describe('judgeSliderDrag', () => {
  it('accepts a hand-like drag let go on the gap, within 5 px either side', () => {
    expect(judgeSliderDrag({ targetX: 150, x: 150, track: handDrag(150) })).toEqual({ ok: true });
    expect(judgeSliderDrag({ targetX: 150, x: 155, track: handDrag(155) }).ok).toBe(true);
    expect(judgeSliderDrag({ targetX: 150, x: 145, track: handDrag(145) }).ok).toBe(true);
  });

  it('refuses a drag let go more than 5 px from the gap', () => {
    expect(judgeSliderDrag({ targetX: 150, x: 156, track: handDrag(156) })).toEqual({
      ok: false,
      reason: 'off-target',
    });
  });

  it('refuses a drag quicker than 250 ms', () => {
    expect(judgeSliderDrag({ targetX: 150, x: 150, track: handDrag(150, 200) })).toEqual({
      ok: false,
      reason: 'too-fast',
    });
  });

  it('refuses a track of fewer than 5 points', () => {
    const track = [
      { x: 0, t: 0 },
      { x: 60, t: 120 },
      { x: 120, t: 260 },
      { x: 150, t: 400 },
    ];
    expect(judgeSliderDrag({ targetX: 150, x: 150, track })).toEqual({ ok: false, reason: 'too-few-points' });
  });

  it('refuses a track out of time order, not starting at rest, or ending away from the release', () => {
    const track = handDrag(150);
    const swapped = track.map((p, i) => (i === 3 ? { ...p, t: track[1]!.t } : p));
    expect(judgeSliderDrag({ targetX: 150, x: 150, track: swapped }).ok).toBe(false);
    const lateStart = track.map((p) => ({ ...p, x: p.x + 30 }));
    expect(judgeSliderDrag({ targetX: 180, x: 180, track: lateStart }).ok).toBe(false);
    expect(judgeSliderDrag({ targetX: 150, x: 150, track: handDrag(100) })).toEqual({
      ok: false,
      reason: 'bad-track',
    });
  });

  it('refuses a perfectly uniform straight-line motion', () => {
    const track = Array.from({ length: 11 }, (_, i) => ({ x: i * 15, t: i * 40 }));
    expect(judgeSliderDrag({ targetX: 150, x: 150, track })).toEqual({ ok: false, reason: 'machine-like' });
  });

  it('accepts even steps when their timing varies, as a scripted browser mouse with steps produces', () => {
    const track = Array.from({ length: 11 }, (_, i) => ({ x: i * 15, t: i * 40 + (i % 2) * 7 }));
    expect(judgeSliderDrag({ targetX: 150, x: 150, track }).ok).toBe(true);
  });
});
