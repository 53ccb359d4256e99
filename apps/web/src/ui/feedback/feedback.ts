import { isApiError } from '../../lib/api/api-error.ts';
import { translate } from '../../lib/i18n/messages.ts';

/**
 * The toast and dialog services. Callers pass text that is already translated; the hosts in
 * feedback-hosts.tsx draw them. One toast at a time (a new one replaces the old); dialogs queue.
 */

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface ToastState {
  id: number;
  text: string;
  kind: ToastKind;
  /** Announces the outcome on the page a navigation already under way lands on (see ToastHost). */
  forNextPage: boolean;
}

export interface DialogRequest {
  /** Defaults to the generic title 'tips' (SPEC §8). */
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
  /** false for an information dialog with one button. */
  showCancel?: boolean;
}

export interface DialogState extends Required<Omit<DialogRequest, 'showCancel'>> {
  id: number;
  showCancel: boolean;
  resolve: (ok: boolean) => void;
}

/** Toast durations: a loading toast stays 5000 ms (SPEC §9), others 2000 ms. */
export const toastDurations: Record<ToastKind, number> = {
  info: 2000,
  success: 2000,
  error: 2500,
  loading: 5000,
};

type Listener = () => void;
const listeners = new Set<Listener>();
let currentToast: ToastState | null = null;
let dialogs: DialogState[] = [];
let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const l of listeners) l();
}

export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastSnapshot = (): ToastState | null => currentToast;
/** The dialog on screen (the first of the queue). */
export const dialogSnapshot = (): DialogState | null => dialogs[0] ?? null;

/** Hides the toast, or only the given one if it is still showing. */
export function hideToast(id?: number): void {
  if (!currentToast || (id !== undefined && currentToast.id !== id)) return;
  clearTimeout(toastTimer);
  currentToast = null;
  emit();
}

/** Shows a short message; returns a function that hides it early (for loading toasts). */
export function toast(
  text: string,
  opts: { kind?: ToastKind; duration?: number; forNextPage?: boolean } = {},
): () => void {
  const kind = opts.kind ?? 'info';
  const id = nextId++;
  clearTimeout(toastTimer);
  currentToast = { id, text, kind, forNextPage: opts.forNextPage ?? false };
  toastTimer = setTimeout(() => hideToast(id), opts.duration ?? toastDurations[kind]);
  emit();
  return () => hideToast(id);
}

/** The text to show for any error: the translated API message, or the generic text of its kind. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && ['CHUNK_LOAD', 'PAGE_LOAD_TIMEOUT', 'TIMEOUT'].includes(code)) {
    return translate(`errors.${code}`);
  }
  return translate('errors.UNKNOWN');
}

/** Shows an error as a toast. */
export function toastError(error: unknown): () => void {
  return toast(errorMessage(error), { kind: 'error' });
}

/** Asks a yes/no question; resolves true for OK, false for cancel. */
export function confirm(request: DialogRequest): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const dialog: DialogState = {
      id: nextId++,
      title: request.title ?? translate('common.tips'),
      message: request.message,
      okText: request.okText ?? translate('common.ok'),
      cancelText: request.cancelText ?? translate('common.cancel'),
      showCancel: request.showCancel ?? true,
      resolve: (ok) => {
        dialogs = dialogs.filter((d) => d !== dialog);
        emit();
        resolve(ok);
      },
    };
    dialogs = [...dialogs, dialog];
    emit();
  });
}

/** Shows a message with a single OK button (the "error modal" of SPEC §7); resolves when closed. */
export async function alertDialog(request: Omit<DialogRequest, 'showCancel' | 'cancelText'>): Promise<void> {
  await confirm({ ...request, showCancel: false });
}
