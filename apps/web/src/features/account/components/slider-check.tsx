import type { ProofOfWork } from '@shop/contracts';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import {
  type DragPoint,
  fetchSliderChallenge,
  type SliderChallenge,
  verifySliderDrag,
  verifySliderProof,
} from '../api/slider-check.ts';
import './slider-check.css';
import { useProofOfWork } from './slider-proof.ts';

type Phase = 'loading' | 'ready' | 'dragging' | 'checking' | 'passed' | 'failed' | 'unavailable';

/** A drag in progress: where it started and the positions reported so far (track px, ms since the grab). */
interface Drag {
  startClientX: number;
  t0: number;
  /** Track pixels per CSS pixel of the rail as drawn. */
  scale: number;
  points: DragPoint[];
}

/** A keyboard "drag": arrow presses move the piece, a bit further on each press in a row, like a hand speeding up. */
interface KeyDrag {
  t0: number;
  presses: number;
  points: DragPoint[];
}

// How long the "verified" state shows before the action goes on, and the failed state before a new puzzle.
const PASSED_PAUSE_MS = 450;
const FAILED_PAUSE_MS = 900;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (n: number, of: number) => `${(n / of) * 100}%`;

/** Adds a position, keeping times strictly increasing: two events in the same tenth of a ms become one. */
function addPoint(points: DragPoint[], x: number, t: number): void {
  const last = points[points.length - 1];
  if (last && t <= last.t) last.x = x;
  else points.push({ x, t });
}

/**
 * The slider check (SPEC §5): the shopper drags the piece onto the gap in the picture, with a pointer (mouse or
 * touch) or the arrow keys. Meanwhile a Web Worker solves the challenge's proof of work. On release the drag's
 * path and the proof go to the server, which answers a single-use token for the login call; a failed drag shakes,
 * says so and loads a new puzzle.
 */
export function SliderCheck({ onSolved }: { onSolved: (sliderToken: string) => void }) {
  const t = useT();
  const hintId = useId();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const [notice, setNotice] = useState('');
  const rail = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const keys = useRef<KeyDrag | null>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(pause.current);
    };
  }, []);
  const work = useProofOfWork();

  const load = useCallback(async () => {
    setPhase('loading');
    setX(0);
    drag.current = null;
    keys.current = null;
    try {
      const next = await fetchSliderChallenge();
      // Solving starts now, while the shopper finds the gap and drags; the answer waits for it if need be.
      work.start(next.proofOfWork);
      setChallenge(next);
      setPhase('ready');
    } catch (error) {
      setNotice(isApiError(error) ? error.message : t('errors.UNKNOWN'));
      setPhase('unavailable');
    }
  }, [t, work.start]);

  useEffect(() => {
    void load();
  }, [load]);

  const maxX = challenge ? challenge.trackWidth - challenge.pieceWidth : 0;
  const clampX = (value: number) => Math.min(maxX, Math.max(0, value));

  /** Sends an answer once the proof of work is solved: the token on a pass, a new puzzle after a failure. */
  const check = async (send: (challengeId: string, proofOfWork: ProofOfWork | null) => Promise<string>) => {
    if (!challenge) return;
    drag.current = null;
    keys.current = null;
    setPhase('checking');
    setNotice(t('account.slider.checking'));
    try {
      const proofOfWork = await work.proof();
      // Closed while the proof was still being solved: there is no one left to answer for.
      if (!mounted.current) return;
      const token = await send(challenge.challengeId, proofOfWork);
      setPhase('passed');
      setNotice(t('account.slider.passed'));
      pause.current = setTimeout(() => solved.current(token), PASSED_PAUSE_MS);
    } catch (error) {
      setPhase('failed');
      setNotice(isApiError(error) ? error.message : t('errors.UNKNOWN'));
      pause.current = setTimeout(() => void load(), FAILED_PAUSE_MS);
    }
  };

  const finish = (releaseX: number, points: DragPoint[]) =>
    check((id, proof) => verifySliderDrag(id, round1(releaseX), points, proof));
  // For a shopper who cannot drag or see the gap: the proof of work alone (decision 017), nothing to aim at.
  const checkWithoutDrag = () => check(verifySliderProof);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready' || !challenge || !rail.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const width = rail.current.getBoundingClientRect().width || challenge.trackWidth;
    drag.current = {
      startClientX: event.clientX,
      t0: performance.now(),
      scale: challenge.trackWidth / width,
      points: [{ x: 0, t: 0 }],
    };
    // A grab after arrow presses starts over from the left, as the server expects every drag to.
    keys.current = null;
    setX(0);
    setNotice('');
    setPhase('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const next = round1(clampX((event.clientX - current.startClientX) * current.scale));
    addPoint(current.points, next, round1(performance.now() - current.t0));
    setX(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const release = round1(clampX((event.clientX - current.startClientX) * current.scale));
    addPoint(current.points, release, round1(performance.now() - current.t0));
    void finish(release, current.points);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'ready' || !challenge) return;
    const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (direction !== undefined) {
      event.preventDefault();
      const now = performance.now();
      keys.current ??= { t0: now, presses: 0, points: [{ x: 0, t: 0 }] };
      const current = keys.current;
      current.presses += 1;
      const next = clampX(x + direction * Math.min(1 + current.presses, 8));
      // Every press is a position of its own, even two within the same tenth of a millisecond.
      const last = current.points[current.points.length - 1]!;
      current.points.push({ x: next, t: Math.max(round1(now - current.t0), round1(last.t + 1)) });
      setX(next);
    } else if ((event.key === 'Enter' || event.key === ' ') && keys.current) {
      event.preventDefault();
      void finish(x, keys.current.points);
    }
  };

  const busy = phase === 'loading' || phase === 'checking';
  const W = challenge?.trackWidth ?? 280;
  const P = challenge?.pieceWidth ?? 44;
  const pieceStyle = { left: percent(x, W), width: percent(P, W) };

  return (
    <div
      className={`slider-check slider-check--${phase}`}
      data-testid="slider-check"
      aria-busy={busy || undefined}
    >
      <div className="slider-check__scene" aria-hidden="true">
        {challenge ? (
          <>
            <span
              className="slider-check__gap"
              style={{ left: percent(challenge.targetX, W), width: percent(P, W) }}
              data-testid="slider-gap"
            />
            <span className="slider-check__piece" style={pieceStyle} />
          </>
        ) : null}
      </div>
      <div className="slider-check__rail" ref={rail}>
        <span
          className="slider-check__fill"
          style={{ width: `calc(${percent(x, W)} + ${percent(P / 2, W)})` }}
        />
        <span className="slider-check__label" aria-hidden="true">
          {t('account.slider.instruction')}
        </span>
        <div
          className="slider-check__knob"
          style={pieceStyle}
          role="slider"
          tabIndex={phase === 'unavailable' ? -1 : 0}
          aria-label={t('account.slider.handle')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-valuetext={t('account.slider.valueText', { percent: maxX ? Math.round((x / maxX) * 100) : 0 })}
          aria-disabled={phase !== 'ready' && phase !== 'dragging' ? true : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="slider-knob"
        >
          <SliderArrow done={phase === 'passed'} />
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('account.slider.keyboardHint')}
      </p>
      <div className="slider-check__footer">
        <p className="slider-check__status" role="status" data-testid="slider-status">
          {notice}
        </p>
        <span className="slider-check__actions">
          {phase === 'ready' ? (
            <button type="button" className="slider-check__refresh" onClick={() => void checkWithoutDrag()}>
              {t('account.slider.withoutDrag')}
            </button>
          ) : null}
          <button type="button" className="slider-check__refresh" onClick={() => void load()} disabled={busy}>
            {phase === 'unavailable' ? t('account.slider.retry') : t('account.slider.refresh')}
          </button>
        </span>
      </div>
    </div>
  );
}

function SliderArrow({ done }: { done: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {done ? (
        <path
          d="M4.5 10.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 10h11m-4-4.5L15.5 10 11 14.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
