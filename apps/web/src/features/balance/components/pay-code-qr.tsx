import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** The code as a QR code (lean-qr), drawn as one SVG path with the 4-module quiet zone scanners need. */
export function PayCodeQr({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = generate(code);
    return { size: qr.size, path: toSvgPath(qr) };
  }, [code]);
  return (
    <svg
      className="pay-code__qr"
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="pay-code-qr"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
