import type { ReactNode } from 'react';
import { Link } from '../lib/router/use-route.tsx';
import { IconChevronRight } from './icons.tsx';
import './settings-list.css';

interface RowBase {
  icon: ReactNode;
  title: string;
  /** A second, smaller line. */
  sub?: string;
  /** What the row shows on its right before the chevron (a value, a badge). */
  value?: ReactNode;
  /** Drawn in the danger colour (deregistration). */
  danger?: boolean;
  testId?: string;
}

type RowProps = RowBase &
  ({ to: string; query?: Record<string, string> } | { onClick: () => void; busy?: boolean });

function RowBody({ icon, title, sub, value }: RowBase) {
  return (
    <>
      <span className="settings-row__icon">{icon}</span>
      <span className="settings-row__text">
        <span className="settings-row__title">{title}</span>
        {sub ? <span className="settings-row__sub">{sub}</span> : null}
      </span>
      {value ? <span className="settings-row__value">{value}</span> : null}
      <IconChevronRight size={16} className="settings-row__chevron" />
    </>
  );
}

/** One line of a settings list: an icon, a title (and maybe a second line), a value, and a chevron. */
export function SettingsRow(props: RowProps) {
  const className = `settings-row${props.danger ? ' settings-row--danger' : ''}`;
  if ('to' in props) {
    return (
      <Link to={props.to} query={props.query} className={className} data-testid={props.testId}>
        <RowBody {...props} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={props.onClick}
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      data-testid={props.testId}
    >
      <RowBody {...props} />
    </button>
  );
}

/** A card of rows with an optional heading above it. */
export function SettingsGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="settings-group">
      {title ? <h2 className="settings-group__title">{title}</h2> : null}
      <div className="settings-group__card card">{children}</div>
    </section>
  );
}
