import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../lib/i18n/i18n-context.tsx';
import { IconClose } from './page-icons.tsx';
import './bottom-sheet.css';

export interface BottomSheetProps {
  /** The dialog's accessible name, unless `labelledBy` names the element holding it. */
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  /**
   * The caller's own block name: the layer, the panel and the close button also get `<block>-layer`,
   * `<block>` and `<block>__close`, so its stylesheet can adjust them.
   */
  block?: string;
  /** Keys the content answers while open (typed digits, say); returning true stops the key's default. */
  onKey?: (event: KeyboardEvent) => boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A panel that slides up from the bottom over a dimmed page. It takes the focus while open and gives it back on
 * close; Escape, the close button and a tap on the dimmed page close it; the page behind does not scroll.
 */
export function BottomSheet({
  label,
  labelledBy,
  onClose,
  block,
  onKey,
  testId,
  children,
}: BottomSheetProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  // Read when a key comes, so the listener set up once always calls the current handlers.
  const latest = useRef({ onClose, onKey });
  latest.current = { onClose, onKey };

  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current.onClose();
      else if (latest.current.onKey?.(e)) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = before;
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, []);

  const withBlock = (base: string, suffix: string) => (block ? `${base} ${block}${suffix}` : base);
  return (
    <div className={withBlock('sheet-layer', '-layer')}>
      <button
        type="button"
        className="sheet-layer__backdrop"
        tabIndex={-1}
        aria-label={t('common.close')}
        onClick={onClose}
      />
      <div
        className={withBlock('sheet', '')}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        ref={panel}
        data-testid={testId}
      >
        <button
          type="button"
          className={`${withBlock('sheet__close', '__close')} touch-44`}
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <IconClose size={18} />
        </button>
        {children}
      </div>
    </div>
  );
}
