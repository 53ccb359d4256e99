import type { AddressOut, PinnedPosition } from '@shop/contracts';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { buildHash } from '../../../lib/router/location.ts';
import { back, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useAddress } from '../api/addresses.ts';
import { usePinReturn } from '../api/pin-return.ts';
import { AddressForm } from '../components/address-form.tsx';
import { type AddressFormValues, emptyAddress, formValuesOf } from '../components/address-form-rules.ts';
import { choosingForOrder } from '../state/address-paths.ts';
import { chooseAddress, readChosenAddress } from '../state/chosen-address.ts';
import { keepFormDraft } from '../state/pin-return.ts';
import './address-pages.css';

/** The address id of ?id=…, null for a new address. */
function idOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The point an address was pinned at by the member; null when the geocoder placed it. */
function pinOf(address: AddressOut): PinnedPosition | null {
  const p = address.position;
  return p?.precision === 'pinned' ? { lat: p.lat, lng: p.lng } : null;
}

/**
 * Adds an address, or edits the one of ?id= (SPEC §2 address/addAddress); back to the list once saved. The
 * address chosen for the order is kept in step with an edit of it; a new one added while choosing for an order
 * (?from=, the list's place taken by this form) becomes the choice, and back leads where the choosing began. "Choose on the map" leaves for /choose-location
 * in place of this page (so the history stays list → form) and comes back here with the point.
 */
export function AddAddressPage() {
  const t = useT();
  const { path, query } = useRoute();
  const id = idOf(query.id);
  const existing = useAddress(id);
  const pinReturn = usePinReturn(path);
  const title = id === null ? t('address.form.newTitle') : t('address.form.editTitle');
  const regionLost = pinReturn.data?.regionFound === false;

  useEffect(() => {
    if (regionLost) toast(t('address.pin.regionUnknown'));
  }, [regionLost, t]);

  const forOrder = choosingForOrder(query);
  const saved = (address: AddressOut) => {
    if (readChosenAddress()?.id === address.id || (forOrder && id === null)) chooseAddress(address);
    toast(t('address.form.saved'), { kind: 'success', forNextPage: true });
    back();
  };

  const chooseOnMap = (values: AddressFormValues, pin: PinnedPosition | null) => {
    keepFormDraft({ for: path, values, pin });
    const here = buildHash(path, {
      ...(id === null ? {} : { id: String(id) }),
      ...(forOrder ? { from: query.from! } : {}),
    }).slice(1);
    redirect('/choose-location', {
      back: here,
      ...(pin ? { lat: String(pin.lat), lng: String(pin.lng) } : {}),
    });
  };

  const form = (initial: AddressFormValues, initialPin: PinnedPosition | null) => (
    <AddressForm
      initial={initial}
      initialPin={initialPin}
      addressId={id}
      onSaved={saved}
      onChooseOnMap={chooseOnMap}
    />
  );

  let body = <PageSkeleton label={title} />;
  if (pinReturn.isPending) body = <PageSkeleton label={title} />;
  else if (pinReturn.data) body = form(pinReturn.data.values, pinReturn.data.pin);
  else if (id === null) body = form(emptyAddress, null);
  else if (existing.isError) {
    body = <LoadFailed title={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  } else if (existing.data) {
    body = form(formValuesOf(existing.data), pinOf(existing.data));
  }

  return (
    <div className="address-page address-page--form">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
