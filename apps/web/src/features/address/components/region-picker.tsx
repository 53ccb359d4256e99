import type { RegionEntry } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { useRegions } from '../api/regions.ts';

export interface RegionCodes {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

type Level = keyof RegionCodes;

/** The region's one problem shows once, under the three lists; the list it is about points to it. */
const regionErrorId = 'address-region-error';

interface LevelProps {
  level: Level;
  label: MessageKey;
  /** The code whose divisions this level lists ('' for the provinces); null while the level above is unchosen. */
  parent: string | null;
  value: string;
  error?: string;
  onChange: (code: string) => void;
}

function LevelSelect({ level, label, parent, value, error, onChange }: LevelProps) {
  const t = useT();
  const regions = useRegions(parent);
  const options: RegionEntry[] = regions.data ?? [];
  const id = `address-${level}`;
  // While the list is loading, the chosen code still shows as an option so an edited address keeps its region.
  const known = value === '' || options.some((o) => o.code === value);
  return (
    <div className="address-field">
      <label className="address-field__label" htmlFor={id}>
        {t(label)}
      </label>
      <select
        id={id}
        className="address-field__control"
        value={value}
        disabled={parent === null}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? regionErrorId : undefined}
        aria-busy={regions.isFetching || undefined}
        data-testid={id}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{t('address.form.choose')}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RegionPickerProps {
  value: RegionCodes;
  errors: Partial<Record<Level, string>>;
  onChange: (next: RegionCodes) => void;
}

/**
 * The region picker: province, then city, then district (SPEC §3 region), each a native select filled from the
 * server one level at a time (CustomerAddress/RegionList). Choosing a level clears the ones below it.
 */
export function RegionPicker({ value, errors, onChange }: RegionPickerProps) {
  const t = useT();
  const problem = errors.provinceCode ?? errors.cityCode ?? errors.districtCode;
  return (
    <fieldset className="address-region">
      <legend className="address-region__legend">{t('address.form.region')}</legend>
      <LevelSelect
        level="provinceCode"
        label="address.form.province"
        parent=""
        value={value.provinceCode}
        error={errors.provinceCode}
        onChange={(code) => onChange({ provinceCode: code, cityCode: '', districtCode: '' })}
      />
      <LevelSelect
        level="cityCode"
        label="address.form.city"
        parent={value.provinceCode || null}
        value={value.cityCode}
        error={errors.cityCode}
        onChange={(code) => onChange({ ...value, cityCode: code, districtCode: '' })}
      />
      <LevelSelect
        level="districtCode"
        label="address.form.district"
        parent={value.cityCode || null}
        value={value.districtCode}
        error={errors.districtCode}
        onChange={(code) => onChange({ ...value, districtCode: code })}
      />
      {problem ? (
        <p id={regionErrorId} className="address-field__error address-region__error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
