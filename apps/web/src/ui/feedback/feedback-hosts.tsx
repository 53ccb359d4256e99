import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { IconAlert, IconCheck } from '../icons.tsx';
import { dialogSnapshot, hideToast, subscribeFeedback, toastSnapshot } from './feedback.ts';
import './feedback.css';

/**
 * Draws the current toast (see feedback.ts). A toast belongs to the place it is first shown in, `place` naming
 * the page and the language: the shopper moving on to another page, or switching language, dismisses it. A toast
 * raised just before a navigation of the same moment (saved, then redirected to the member centre) is first shown
 * on the page navigated to, so it belongs there; one raised `forNextPage` before a navigation that lands a moment
 * later (the browser's back) belongs to the next place it is shown in.
 */
export function ToastHost({ place }: { place: string }) {
  const toast = useSyncExternalStore(subscribeFeedback, toastSnapshot, toastSnapshot);
  const owner = useRef<{ id: number; place: string; moved: boolean } | null>(null);
  // Before paint, so a dismissed toast never shows on the new page for a frame.
  useLayoutEffect(() => {
    if (!toast) return;
    const mine = owner.current?.id === toast.id ? owner.current : null;
    if (!mine) owner.current = { id: toast.id, place, moved: false };
    else if (mine.place === place) return;
    else if (toast.forNextPage && !mine.moved) owner.current = { id: toast.id, place, moved: true };
    else hideToast(toast.id);
  }, [toast, place]);
  const stale =
    owner.current?.id === toast?.id &&
    owner.current?.place !== place &&
    !(toast?.forNextPage && !owner.current?.moved);
  if (!toast || stale) return null;
  return (
    <div className="toast-layer" aria-live="polite">
      <div className={`toast toast--${toast.kind}`} key={toast.id} role="status">
        {toast.kind === 'loading' ? <span className="toast__spinner" aria-hidden="true" /> : null}
        {toast.kind === 'success' ? <IconCheck size={28} /> : null}
        {toast.kind === 'error' ? <IconAlert size={28} /> : null}
        <span>{toast.text}</span>
      </div>
    </div>
  );
}

/** Draws the first queued dialog (confirm / alertDialog); focus goes to its main button. */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeFeedback, dialogSnapshot, dialogSnapshot);
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dialog) okRef.current?.focus();
  }, [dialog]);
  if (!dialog) return null;
  const cancel = () => dialog.resolve(false);
  return (
    <div className="dialog-layer">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`dialog-title-${dialog.id}`}
        aria-describedby={`dialog-text-${dialog.id}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && dialog.showCancel) cancel();
        }}
      >
        <h2 className="dialog__title" id={`dialog-title-${dialog.id}`}>
          {dialog.title}
        </h2>
        <p className="dialog__text" id={`dialog-text-${dialog.id}`}>
          {dialog.message}
        </p>
        <div className="dialog__actions">
          {dialog.showCancel ? (
            <button type="button" className="dialog__btn" onClick={cancel}>
              {dialog.cancelText}
            </button>
          ) : null}
          <button
            type="button"
            ref={okRef}
            className="dialog__btn dialog__btn--ok"
            onClick={() => dialog.resolve(true)}
          >
            {dialog.okText}
          </button>
        </div>
      </div>
    </div>
  );
}
