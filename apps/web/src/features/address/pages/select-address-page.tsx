import type { AddressOut } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { back, navigate, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { confirm, errorMessage, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMyAddresses, useRemoveAddress, useSetDefault } from '../api/addresses.ts';
import { AddressCard } from '../components/address-card.tsx';
import { addressPaths, choosingForOrder } from '../state/address-paths.ts';
import {
  addressForOrder,
  chooseAddress,
  forgetChosenAddress,
  readChosenAddress,
} from '../state/chosen-address.ts';
import './address-pages.css';

function ListSkeleton() {
  return (
    <ul className="address-list" aria-hidden="true">
      {[0, 1].map((i) => (
        <li key={i} className="address-card card address-card--skeleton">
          <Skeleton width="45%" height={15} />
          <Skeleton width="85%" height={13} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's addresses (SPEC §2 address/selectAddress): choose the one to deliver to (kept under
 * FASTORDERADDRESS, §3), edit, delete after a confirm, make one the default, or add one. Opened to choose for an
 * order (?from=settlement, or ?from=menu by the delivery switch), choosing goes back there with the address, and
 * the form of a new one takes the list's place, so saving it goes back there too (with it chosen).
 */
export function SelectAddressPage() {
  const t = useT();
  const { query } = useRoute();
  const forOrder = choosingForOrder(query);
  const addresses = useMyAddresses();
  const setDefault = useSetDefault();
  const remove = useRemoveAddress();
  const [chosenId, setChosenId] = useState(() => readChosenAddress()?.id ?? null);
  const list = addresses.data ?? [];
  const current = chosenId === null ? addressForOrder(list) : (list.find((a) => a.id === chosenId) ?? null);
  const busy = setDefault.isPending || remove.isPending;

  const choose = (address: AddressOut) => {
    chooseAddress(address);
    setChosenId(address.id);
    if (forOrder) back();
    else toast(t('address.list.chosenToast'), { kind: 'success' });
  };
  const removeOne = async (address: AddressOut) => {
    const ok = await confirm({ message: t('address.list.removeConfirm'), okText: t('address.list.remove') });
    if (!ok) return;
    try {
      await remove.mutateAsync(address.id);
      if (readChosenAddress()?.id === address.id) {
        forgetChosenAddress();
        setChosenId(null);
      }
      toast(t('address.list.removed'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
  };
  const makeDefault = (address: AddressOut) =>
    setDefault
      .mutateAsync(address.id)
      .then(() => toast(t('address.list.defaultSet'), { kind: 'success' }), toastError);
  const edit = (address: AddressOut) => navigate(addressPaths.edit, { id: String(address.id) });
  const add = () =>
    forOrder ? redirect(addressPaths.edit, { from: query.from! }) : navigate(addressPaths.edit);

  let body = <ListSkeleton />;
  if (addresses.isError) {
    body = <LoadFailed title={errorMessage(addresses.error)} onRetry={() => void addresses.refetch()} />;
  } else if (addresses.data && list.length === 0) {
    body = <EmptyState title={t('address.list.empty')} text={t('address.list.emptyText')} />;
  } else if (addresses.data) {
    body = (
      <ul className="address-list" aria-label={t('address.list.title')}>
        {list.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            chosen={current?.id === a.id}
            busy={busy}
            onChoose={() => choose(a)}
            onEdit={() => edit(a)}
            onSetDefault={() => void makeDefault(a)}
            onRemove={() => void removeOne(a)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="address-page">
      <PageHeader title={forOrder ? t('address.list.chooseTitle') : t('address.list.title')} />
      {body}
      <div className="address-page__bar bottom-bar">
        <Button size="lg" block onClick={add} data-testid="address-new">
          {t('address.list.add')}
        </Button>
      </div>
    </div>
  );
}
