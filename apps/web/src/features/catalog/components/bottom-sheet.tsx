import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconClose } from '../../../ui/page-icons.tsx';
import './bottom-sheet.css';

/**
 * A panel that slides up from the bottom over a dimmed page (the option sheet of product lists). Escape, the
 * close button and a tap on the dimmed page close it; the page behind does not scroll while it is open.
 */
export function BottomSheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = before;
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <div className="sheet-layer">
      <button
        type="button"
        className="sheet-layer__backdrop"
        tabIndex={-1}
        aria-label={t('common.close')}
        onClick={onClose}
      />
      <div className="sheet" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} ref={panel}>
        <button type="button" className="sheet__close" aria-label={t('common.close')} onClick={onClose}>
          <IconClose size={18} />
        </button>
        {children}
      </div>
    </div>
  );
}
