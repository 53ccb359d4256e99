import type { PinnedPosition } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';

interface PinControlProps {
  pin: PinnedPosition | null;
  onChoose: () => void;
}

/** "Choose on the map" and whether the address is pinned there or placed from its text. */
export function PinControl({ pin, onChoose }: PinControlProps) {
  const t = useT();
  return (
    <div className="address-pin" data-testid="address-pin" data-pinned={pin ? 'yes' : 'no'}>
      <p className="address-pin__state" aria-live="polite">
        {pin
          ? t('address.pin.pinned', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })
          : t('address.pin.notPinned')}
      </p>
      <Button variant="secondary" className="touch-44" onClick={onChoose} data-testid="address-pin-choose">
        {pin ? t('address.pin.again') : t('address.pin.choose')}
      </Button>
    </div>
  );
}
