import { useT } from '../../../lib/i18n/i18n-context.tsx';

/**
 * A printed card's number and password as typed (SPEC §5 both required): the bind page's and the top-up page's two
 * fields. `invalid` gives each field its aria attributes for the form's problem; test ids are `<testId>-number` and
 * `<testId>-password`.
 */
export function CardPairFields({
  ids,
  number,
  password,
  onNumber,
  onPassword,
  invalid,
  testId,
}: {
  ids: string;
  number: string;
  password: string;
  onNumber: (text: string) => void;
  onPassword: (text: string) => void;
  invalid: (field: 'number' | 'password') => Record<string, unknown>;
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor={`${ids}-number`}>{t('card.prepaid.bind.number')}</label>
      <input
        id={`${ids}-number`}
        className="card-field"
        value={number}
        onChange={(e) => onNumber(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        {...invalid('number')}
        data-testid={`${testId}-number`}
      />
      <label htmlFor={`${ids}-password`}>{t('card.prepaid.bind.password')}</label>
      <input
        id={`${ids}-password`}
        className="card-field"
        type="password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        {...invalid('password')}
        data-testid={`${testId}-password`}
      />
    </>
  );
}
