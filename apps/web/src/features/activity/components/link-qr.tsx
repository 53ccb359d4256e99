import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** The invite link as a QR code drawn on the client (lean-qr, as the payment code), with its quiet zone. */
export function LinkQr({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = generate(text);
    return { size: qr.size, path: toSvgPath(qr) };
  }, [text]);
  return (
    <svg
      className="invitation__qr"
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="invite-qr"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
