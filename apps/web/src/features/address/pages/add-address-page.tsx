import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { back, useRoute } from '../../../lib/router/use-route.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useAddress } from '../api/addresses.ts';
import { AddressForm } from '../components/address-form.tsx';
import { emptyAddress, formValuesOf } from '../components/address-form-rules.ts';
import { chooseAddress, readChosenAddress } from '../state/chosen-address.ts';
import './address-pages.css';

/** The address id of ?id=…, null for a new address. */
function idOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Adds an address, or edits the one of ?id= (SPEC §2 address/addAddress); back to the list once saved. The
 * address chosen for the order is kept in step with an edit of it.
 */
export function AddAddressPage() {
  const t = useT();
  const { query } = useRoute();
  const id = idOf(query.id);
  const existing = useAddress(id);
  const title = id === null ? t('address.form.newTitle') : t('address.form.editTitle');

  const saved = (address: Parameters<typeof chooseAddress>[0]) => {
    if (readChosenAddress()?.id === address.id) chooseAddress(address);
    toast(t('address.form.saved'), { kind: 'success', forNextPage: true });
    back();
  };

  let body = <PageSkeleton label={title} />;
  if (id === null) body = <AddressForm initial={emptyAddress} addressId={null} onSaved={saved} />;
  else if (existing.isError) {
    body = <LoadFailed title={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  } else if (existing.data) {
    body = <AddressForm initial={formValuesOf(existing.data)} addressId={id} onSaved={saved} />;
  }

  return (
    <div className="address-page address-page--form">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
