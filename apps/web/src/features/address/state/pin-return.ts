import type { PinnedPosition } from '@shop/contracts';
import { createStorage, storageKey } from '../../../lib/storage.ts';
import type { AddressFormValues } from '../components/address-form-rules.ts';

/** The form as the member left it for the map, for the page it was on. */
export interface FormDraft {
  for: string;
  values: AddressFormValues;
  pin: PinnedPosition | null;
}

/**
 * The address form leaves its page for /choose-location and comes back to a new page: what was typed waits in
 * session storage (this tab only) and is taken once on return, like the chosen point itself.
 */
const draftKey = storageKey<FormDraft>('address.formDraft');

function sessionBackend() {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const session = createStorage(sessionBackend());

export function keepFormDraft(draft: FormDraft): void {
  session.set(draftKey, draft);
}

/** The draft left for the page at `path`, once; null when none waits. */
export function takeFormDraft(path: string): FormDraft | null {
  const kept = session.get(draftKey);
  if (!kept || kept.for !== path) return null;
  session.remove(draftKey);
  return kept;
}
