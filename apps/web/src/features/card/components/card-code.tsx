import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { PayCodeBarcode, PayCodeQr } from '../../balance/index.ts';

/** A card's number as the counter scans it: the same QR and Code 128 barcode as the member payment code. */
export function CardCode({ number, hint = 'card.detail.showAtCounter' }: { number: string; hint?: TextKey }) {
  const t = useT();
  // Grouped by four as printed cards show it; the codes carry the digits alone.
  const printed = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <div className="card-code" data-testid="card-code">
      <PayCodeBarcode code={number} label={t('card.detail.barcode', { number })} />
      <p className="card-code__digits" data-testid="card-number">
        <span className="visually-hidden">{t('card.detail.number')} </span>
        {printed}
      </p>
      <PayCodeQr code={number} label={t('card.detail.qr', { number })} />
      <p className="card-code__hint">{t(hint)}</p>
    </div>
  );
}
