import type { AddressOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';

interface AddressCardProps {
  address: AddressOut;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onSetDefault: () => void;
  onRemove: () => void;
}

/** One address of the list: tap it to deliver there; edit, make default or delete it below. */
export function AddressCard({
  address,
  chosen,
  busy,
  onChoose,
  onEdit,
  onSetDefault,
  onRemove,
}: AddressCardProps) {
  const t = useT();
  const testId = `address-${address.id}`;
  return (
    <li className={`address-card card${chosen ? ' address-card--chosen' : ''}`} data-testid={testId}>
      <button
        type="button"
        className="address-card__main"
        aria-pressed={chosen}
        onClick={onChoose}
        data-testid={`${testId}-choose`}
      >
        <span className="address-card__who">
          <span className="address-card__receiver">{address.receiver}</span>
          <span className="address-card__phone">{address.phone}</span>
          {address.isDefault ? (
            <span className="address-card__badge">{t('address.list.default')}</span>
          ) : null}
        </span>
        <span className="address-card__addr">{address.addr}</span>
        {chosen ? <span className="address-card__chosen">{t('address.list.chosen')}</span> : null}
      </button>
      <div className="address-card__actions">
        {address.position ? (
          <Link
            className="address-card__action"
            to="/open-location"
            query={{
              lat: String(address.position.lat),
              lng: String(address.position.lng),
              kind: 'address',
              name: address.receiver,
              address: address.addr,
            }}
            data-testid={`${testId}-map`}
          >
            {t('address.list.viewMap')}
          </Link>
        ) : null}
        {address.isDefault ? null : (
          <button
            type="button"
            className="address-card__action"
            disabled={busy}
            onClick={onSetDefault}
            data-testid={`${testId}-default`}
          >
            {t('address.list.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="address-card__action"
          onClick={onEdit}
          data-testid={`${testId}-edit`}
        >
          {t('address.list.edit')}
        </button>
        <button
          type="button"
          className="address-card__action address-card__action--danger"
          disabled={busy}
          onClick={onRemove}
          data-testid={`${testId}-remove`}
        >
          {t('address.list.remove')}
        </button>
      </div>
    </li>
  );
}
