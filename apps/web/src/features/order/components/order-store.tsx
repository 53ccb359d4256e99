import type { OrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconPin } from '../../../ui/icons.tsx';
import { IconPhone } from '../../../ui/page-icons.tsx';

/** The store the order is for, with a call link when it has a phone. */
export function OrderStore({ store }: { store: OrderDetailOut['store'] }) {
  const t = useT();
  return (
    <section className="order-section card order-store" aria-label={t('order.store')}>
      <div className="order-store__text">
        <h2 className="order-store__name">{store.name}</h2>
        {store.address ? (
          <p className="order-store__address">
            <IconPin size={14} />
            <span>{store.address}</span>
          </p>
        ) : null}
      </div>
      {store.tel ? (
        <a
          className="order-store__call touch-44"
          href={`tel:${store.tel}`}
          aria-label={t('order.callStore', { tel: store.tel })}
        >
          <IconPhone size={20} />
        </a>
      ) : null}
    </section>
  );
}
