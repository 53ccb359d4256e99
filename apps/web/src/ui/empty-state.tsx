import type { ReactNode } from 'react';
import { IconBox } from './icons.tsx';
import './empty-state.css';

interface EmptyStateProps {
  /** The main line, already translated. */
  title: string;
  /** An optional second line. */
  text?: string;
  /** Replaces the default box illustration. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing: an illustration, a line of text and maybe an action. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state__art" aria-hidden="true">
        {icon ?? <IconBox size={40} />}
      </div>
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
