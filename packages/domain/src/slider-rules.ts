/** Width of the slider's track in CSS pixels; the client scales when it draws the track at another width. */
export const SLIDER_TRACK_WIDTH = 280;
/** Width of the piece the shopper drags (and of the gap it must cover). */
export const SLIDER_PIECE_WIDTH = 44;
/** How far from the gap the piece may be let go and still count. */
export const SLIDER_TOLERANCE_PX = 5;
/** A drag quicker than this is not a hand's. */
export const SLIDER_MIN_DRAG_MS = 250;
/** Fewest pointer positions a drag must report. */
export const SLIDER_MIN_POINTS = 5;
/** The nearest the gap sits to the piece's start, so every drag is a real movement. */
export const SLIDER_MIN_TARGET_X = 96;
/** A challenge can be answered this long after it was issued. */
export const SLIDER_CHALLENGE_TTL_SECONDS = 120;
/** A solved challenge's token can be spent this long after the drag. */
export const SLIDER_TOKEN_TTL_SECONDS = 180;

/** One reported pointer position: x of the piece's left edge in track pixels, t in ms since the grab. */
export interface SliderPoint {
  x: number;
  t: number;
}

export type SliderVerdict =
  | { ok: true }
  | { ok: false; reason: 'off-target' | 'too-fast' | 'too-few-points' | 'bad-track' | 'machine-like' };

// Two segments count as "the same" within these margins; a hand never repeats itself this exactly.
const SAME_DX_PX = 0.01;
const SAME_DT_MS = 0.5;

/** Whether every step moved the same distance in the same time: a scripted straight line, not a hand. */
function isUniformMotion(track: readonly SliderPoint[]): boolean {
  const steps = track.slice(1).map((p, i) => ({ dx: p.x - track[i]!.x, dt: p.t - track[i]!.t }));
  const first = steps[0]!;
  return steps.every(
    (s) => Math.abs(s.dx - first.dx) <= SAME_DX_PX && Math.abs(s.dt - first.dt) <= SAME_DT_MS,
  );
}

/**
 * Judges a slider drag (SPEC §5): let go within the tolerance of the gap, a track of enough points in time order
 * that starts at the piece's rest position and ends where the piece was let go, lasting long enough, and not a
 * perfectly uniform straight-line motion. A simple bot filter: it proves a drag happened, not who made it.
 */
export function judgeSliderDrag(req: {
  targetX: number;
  x: number;
  track: readonly SliderPoint[];
}): SliderVerdict {
  const { track } = req;
  if (track.length < SLIDER_MIN_POINTS) return { ok: false, reason: 'too-few-points' };
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const inOrder = track.every((p, i) => i === 0 || p.t > track[i - 1]!.t);
  const onTrack = track.every((p) => p.x >= -SLIDER_TOLERANCE_PX && p.x <= SLIDER_TRACK_WIDTH);
  const startsAtRest = Math.abs(first.x) <= SLIDER_TOLERANCE_PX * 2;
  const endsAtRelease = Math.abs(last.x - req.x) <= SLIDER_TOLERANCE_PX;
  if (!inOrder || !onTrack || !startsAtRest || !endsAtRelease) return { ok: false, reason: 'bad-track' };
  if (last.t - first.t < SLIDER_MIN_DRAG_MS) return { ok: false, reason: 'too-fast' };
  if (Math.abs(req.x - req.targetX) > SLIDER_TOLERANCE_PX) return { ok: false, reason: 'off-target' };
  if (isUniformMotion(track)) return { ok: false, reason: 'machine-like' };
  return { ok: true };
}
