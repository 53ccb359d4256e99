import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session.ts';
import { enrollPayCode } from '../api/enroll-pay-code.ts';
import {
  forgetPayCodeDevice,
  msToNextStep,
  type PayCodeDevice,
  payCodeAt,
  type ShownCode,
  savedPayCodeDevice,
  savePayCodeDevice,
} from './pay-code-device.ts';

/** What the page shows: the code and when it refreshes by itself (device time, ms). */
export interface PayCodeView {
  device: PayCodeDevice | null;
  shown: ShownCode | null;
  refreshAt: number;
  /** A refresh asked for waits for the next time step (at most a few seconds). */
  refreshing: boolean;
  /** Enrolment failed (no network on a phone never enrolled, a server refusal); null otherwise. */
  problem: unknown;
  enrolling: boolean;
  /** A new code now (or as soon as a new one exists). */
  refresh: () => void;
  /** The server no longer takes this phone's key: enrol again. */
  reenrol: () => void;
}

/**
 * The member payment code on this phone (decision 034): enrols once while online, then computes the code locally,
 * refreshing it every `refreshSeconds` (the store's setting) and on demand. Each refresh shows a code of a later
 * time step than the one before, so a refreshed code is always new.
 */
export function usePayCode(): PayCodeView {
  const { token } = useSession();
  const [device, setDevice] = useState(() => (token ? savedPayCodeDevice(token) : null));
  const [shown, setShown] = useState(() => (device ? payCodeAt(device, Date.now()) : null));
  const [refreshAt, setRefreshAt] = useState(() => Date.now() + (device?.refreshSeconds ?? 60) * 1000);
  const [refreshing, setRefreshing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [enrolling, setEnrolling] = useState(false);
  const lastStep = useRef(shown?.step ?? -1);

  const showNew = useCallback((d: PayCodeDevice) => {
    const now = Date.now();
    const next = payCodeAt(d, now);
    if (next.step <= lastStep.current) {
      // Same step as the code on screen: the new one exists from the next step on.
      setRefreshing(true);
      return window.setTimeout(() => showNew(d), msToNextStep(d, now) + 50);
    }
    lastStep.current = next.step;
    setShown(next);
    setRefreshing(false);
    setRefreshAt(now + d.refreshSeconds * 1000);
    return undefined;
  }, []);

  const enrol = useCallback(async () => {
    if (!token) return;
    setEnrolling(true);
    setProblem(null);
    try {
      const d = savePayCodeDevice(token, await enrollPayCode());
      lastStep.current = -1;
      setDevice(d);
      showNew(d);
    } catch (err) {
      setProblem(err);
    } finally {
      setEnrolling(false);
    }
  }, [token, showNew]);

  useEffect(() => {
    if (!device && token && !enrolling && problem === null) void enrol();
  }, [device, token, enrolling, problem, enrol]);

  // The automatic refresh, rescheduled by every new code.
  useEffect(() => {
    if (!device) return undefined;
    const timer = window.setTimeout(() => showNew(device), Math.max(0, refreshAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [device, refreshAt, showNew]);

  return {
    device,
    shown,
    refreshAt,
    refreshing,
    problem,
    enrolling,
    refresh: () => {
      if (device) showNew(device);
      else void enrol();
    },
    reenrol: () => {
      forgetPayCodeDevice();
      setDevice(null);
      setShown(null);
    },
  };
}
