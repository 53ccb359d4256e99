import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { ExpressInfo } from '../api/order-progress.ts';
import { stateLabelKey } from './delivery-labels.ts';

/** The delivery's timeline, newest first, each time on the store's clock. */
export function DeliveryTimeline({ info }: { info: ExpressInfo }) {
  const t = useT();
  const events = [...info.events].reverse();
  return (
    <ol className="delivery-timeline" data-testid="delivery-timeline">
      {events.map((e, i) => (
        <li
          key={`${e.state}-${e.at}`}
          className={`delivery-timeline__item${i === 0 ? ' delivery-timeline__item--now' : ''}`}
          data-state={e.state}
        >
          <span className="delivery-timeline__state">{t(stateLabelKey(e.state))}</span>
          <time className="delivery-timeline__time" dateTime={e.at}>
            {formatDate(e.at, 'shortMDHM', { timeZone: info.storeTimezone || undefined })}
          </time>
        </li>
      ))}
    </ol>
  );
}
