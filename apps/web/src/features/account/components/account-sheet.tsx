import type { ReactNode } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet.tsx';
import './account-sheet.css';

/** The bottom sheet of the account pages (the account chooser, the slider check): a grip over scrolling content. */
export function AccountSheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <BottomSheet label={label} onClose={onClose} block="account-sheet">
      <span className="account-sheet__grip" aria-hidden="true" />
      <div className="account-sheet__body">{children}</div>
    </BottomSheet>
  );
}
