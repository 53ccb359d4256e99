import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { confirm, dialogSnapshot, errorMessage, toast, toastSnapshot } from './feedback.ts';

afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('shows one toast at a time and hides it after its duration', () => {
    vi.useFakeTimers();
    toast('first');
    toast('second', { kind: 'success' });
    expect(toastSnapshot()).toMatchObject({ text: 'second', kind: 'success' });
    vi.advanceTimersByTime(1999);
    expect(toastSnapshot()?.text).toBe('second');
    vi.advanceTimersByTime(1);
    expect(toastSnapshot()).toBeNull();
  });
  it('keeps a loading toast 5 s unless closed early', () => {
    vi.useFakeTimers();
    const close = toast('loading', { kind: 'loading' });
    vi.advanceTimersByTime(4999);
    expect(toastSnapshot()?.kind).toBe('loading');
    close();
    expect(toastSnapshot()).toBeNull();
  });
});

describe('confirm', () => {
  it('queues dialogs and resolves each with its answer', async () => {
    const first = confirm({ title: 'Remove?', message: 'Tea' });
    const second = confirm({ message: 'Sure?' });
    expect(dialogSnapshot()?.title).toBe('Remove?');
    dialogSnapshot()!.resolve(true);
    expect(await first).toBe(true);
    // The generic title is the 'tips' text (a key until a catalogue is loaded in this test).
    expect(dialogSnapshot()?.title).toMatch(/tips/i);
    dialogSnapshot()!.resolve(false);
    expect(await second).toBe(false);
    expect(dialogSnapshot()).toBeNull();
  });
});

describe('error messages', () => {
  it('uses the translated API message', () => {
    expect(errorMessage(new ApiError('STORE_CLOSED', 'This merchant has closed', 422))).toBe(
      'This merchant has closed',
    );
  });
});
