import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** The code as a Code 128 barcode (JsBarcode; digits only, so it packs two per symbol), for the till's scanner. */
export function PayCodeBarcode({ code, label }: { code: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, code, { format: 'CODE128', displayValue: false, margin: 0, height: 80, width: 2 });
    // JsBarcode sets a fixed pixel size; the stylesheet scales it to the card's width instead.
    svg.current.removeAttribute('width');
    svg.current.removeAttribute('height');
    svg.current.setAttribute('preserveAspectRatio', 'none');
  }, [code]);
  return (
    <svg
      ref={svg}
      className="pay-code__barcode"
      role="img"
      aria-label={label}
      data-testid="pay-code-barcode"
    />
  );
}
