import type { AddressOut, PinnedPosition } from '@shop/contracts';
import { type InputHTMLAttributes, useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { useSaveAddress } from '../api/addresses.ts';
import { type AddressFormValues, addressResolver } from './address-form-rules.ts';
import { PinControl } from './pin-control.tsx';
import { RegionPicker } from './region-picker.tsx';

type TextName = 'receiver' | 'phone' | 'detail' | 'houseNumber';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onInput'> {
  name: TextName;
  label: MessageKey;
  error?: string;
  register: ReturnType<typeof useForm<AddressFormValues>>['register'];
  /** Called as the member types (not when the form is filled for them). */
  onInput?: () => void;
}

function TextField({ name, label, error, register, onInput, ...input }: TextFieldProps) {
  const t = useT();
  const id = `address-${name}`;
  return (
    <div className="address-field">
      <label className="address-field__label" htmlFor={id}>
        {t(label)}
      </label>
      <input
        id={id}
        className="address-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
        {...input}
        {...register(name, onInput ? { onChange: onInput } : {})}
      />
      {error ? (
        <p id={`${id}-error`} className="address-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A server refusal's field (Field of the envelope) as the form's field, where the form has one. */
function formFieldOf(field: unknown): FieldPath<AddressFormValues> | null {
  if (field === 'region') return 'districtCode';
  const names = ['receiver', 'phone', 'detail', 'houseNumber'];
  return typeof field === 'string' && names.includes(field) ? (field as TextName) : null;
}

interface AddressFormProps {
  initial: AddressFormValues;
  /** The address edited; null for a new one. */
  addressId: number | null;
  onSaved: (address: AddressOut) => void;
  /** The point the address is pinned at on the map, null when the geocoder places it from the text. */
  initialPin?: PinnedPosition | null;
  /** Leaves for the map with what is typed so far and the pin. */
  onChooseOnMap?: (values: AddressFormValues, pin: PinnedPosition | null) => void;
}

/**
 * The address form (SPEC §2 address/addAddress, §5): receiver, phone, region, detailed address, optional house
 * number and the default switch. Each field shows its own problem in the shopper's language, checked by the same
 * rules as the server; a refusal the server still makes lands under its field.
 */
export function AddressForm({
  initial,
  addressId,
  onSaved,
  initialPin = null,
  onChooseOnMap,
}: AddressFormProps) {
  const t = useT();
  const resolver = useMemo(() => addressResolver((code) => t(`errors.${code}`)), [t]);
  const form = useForm<AddressFormValues>({ defaultValues: initial, resolver });
  const save = useSaveAddress(addressId);
  const { errors } = form.formState;
  const region = form.watch(['provinceCode', 'cityCode', 'districtCode']);
  const [pin, setPin] = useState(initialPin);
  // The pin belongs to the address it was chosen for: when the member changes the region or the detailed address
  // by hand, a kept pin would silently send the rider to the old place, so it goes and the control says the
  // address is now placed from its text; pinning again is one tap. The house number (floor, room) does not move
  // the door, and the receiver and phone are not where, so they keep it.
  const dropPin = () => setPin(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(pin ? { ...values, position: pin } : values));
    } catch (error) {
      const field = isApiError(error) ? formFieldOf(error.envelope?.Field) : null;
      if (field && isApiError(error)) form.setError(field, { message: error.message }, { shouldFocus: true });
      else toastError(error);
    }
  });

  return (
    <form className="address-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="address-form__card card">
        <TextField
          name="receiver"
          label="address.form.receiver"
          autoComplete="name"
          maxLength={40}
          error={errors.receiver?.message}
          register={form.register}
        />
        <TextField
          name="phone"
          label="address.form.phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          error={errors.phone?.message}
          register={form.register}
        />
        <RegionPicker
          value={{ provinceCode: region[0], cityCode: region[1], districtCode: region[2] }}
          errors={{
            provinceCode: errors.provinceCode?.message,
            cityCode: errors.cityCode?.message,
            districtCode: errors.districtCode?.message,
          }}
          onChange={(next) => {
            for (const [name, code] of Object.entries(next)) {
              form.setValue(name as keyof typeof next, code, { shouldDirty: true });
            }
            if (form.formState.isSubmitted) void form.trigger(['provinceCode', 'cityCode', 'districtCode']);
            dropPin();
          }}
        />
        <TextField
          name="detail"
          label="address.form.detail"
          placeholder={t('address.form.detailHint')}
          autoComplete="street-address"
          maxLength={200}
          error={errors.detail?.message}
          register={form.register}
          onInput={dropPin}
        />
        <TextField
          name="houseNumber"
          label="address.form.houseNumber"
          placeholder={t('address.form.houseNumberHint')}
          autoComplete="address-line2"
          maxLength={60}
          error={errors.houseNumber?.message}
          register={form.register}
        />
        {onChooseOnMap ? (
          <PinControl pin={pin} onChoose={() => onChooseOnMap(form.getValues(), pin)} />
        ) : null}
      </div>
      <label className="address-form__default card">
        <span>{t('address.form.makeDefault')}</span>
        <input type="checkbox" data-testid="address-default" {...form.register('isDefault')} />
      </label>
      <div className="address-form__actions">
        <Button type="submit" size="lg" block loading={save.isPending} data-testid="address-save">
          {t('address.form.save')}
        </Button>
      </div>
    </form>
  );
}
