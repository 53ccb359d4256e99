import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { PlanLayout } from './plan-geometry.ts';

/** Grid lines every `step` pixels through the centre, as far as the plan reaches. */
function gridLines(size: number, step: number): number[] {
  const centre = size / 2;
  const lines: number[] = [];
  if (step < 8) return lines;
  for (let v = centre % step; v <= size; v += step) lines.push(v);
  return lines;
}

/** Where a label under a point starts, so that it stays inside the plan near its edges. */
function labelPlacement(x: number, width: number): { dx: number; anchor: 'start' | 'middle' | 'end' } {
  const room = 90;
  if (x < room) return { dx: -14, anchor: 'start' };
  if (x > width - room) return { dx: 14, anchor: 'end' };
  return { dx: 0, anchor: 'middle' };
}

/**
 * The store map drawn as a vector plan: a street grid at the plan's scale, the store's pin, the shopper's dot and
 * the straight line between them, a north arrow and a scale bar. No tiles: the position is what it shows.
 */
export function StorePlan(props: {
  plan: PlanLayout;
  storeName: string;
  scaleLabel: string;
  description: string;
}) {
  const t = useT();
  const { plan } = props;
  const { width, height, store, me } = plan;
  const step = plan.scale.px / 2;
  const storeLabel = labelPlacement(store.x, width);
  const meLabel = labelPlacement(me?.x ?? 0, width);
  return (
    <svg
      className="store-plan"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={props.description}
      data-testid="store-plan"
    >
      <rect width={width} height={height} className="store-plan__ground" />
      {gridLines(width, step).map((x) => (
        <line key={`x${x}`} x1={x} x2={x} y1={0} y2={height} className="store-plan__street" />
      ))}
      {gridLines(height, step).map((y) => (
        <line key={`y${y}`} x1={0} x2={width} y1={y} y2={y} className="store-plan__street" />
      ))}
      <line x1={0} x2={width} y1={store.y + 14} y2={store.y + 14} className="store-plan__avenue" />
      <line x1={store.x - 22} x2={store.x - 22} y1={0} y2={height} className="store-plan__avenue" />
      {me ? (
        <>
          <line x1={me.x} y1={me.y} x2={store.x} y2={store.y} className="store-plan__route" />
          <circle cx={me.x} cy={me.y} r={16} className="store-plan__me-halo" />
          <circle cx={me.x} cy={me.y} r={7} className="store-plan__me" data-testid="store-plan-me" />
          <text x={me.x + meLabel.dx} y={me.y + 26} textAnchor={meLabel.anchor} className="store-plan__label">
            {t('store.map.you')}
          </text>
        </>
      ) : null}
      <g transform={`translate(${store.x} ${store.y})`} data-testid="store-plan-store">
        <ellipse cx={0} cy={1} rx={8} ry={3} className="store-plan__shadow" />
        <path d="M0 0c-7-9-12-14-12-21a12 12 0 0 1 24 0c0 7-5 12-12 21z" className="store-plan__pin" />
        <circle cx={0} cy={-21} r={4.5} className="store-plan__pin-dot" />
        <text
          x={storeLabel.dx}
          y={18}
          textAnchor={storeLabel.anchor}
          className="store-plan__label store-plan__label--store"
        >
          {props.storeName.length > 26 ? `${props.storeName.slice(0, 25)}…` : props.storeName}
        </text>
      </g>
      <g transform={`translate(${width - 26} 28)`} className="store-plan__north">
        <circle r={14} />
        <path d="M0 -9 5 5 0 2 -5 5z" />
        <text y={-16}>N</text>
      </g>
      <g transform={`translate(14 ${height - 16})`} className="store-plan__scale">
        <path d={`M0 -5V0H${plan.scale.px}V-5`} />
        <text x={plan.scale.px + 6} y={0}>
          {props.scaleLabel}
        </text>
      </g>
    </svg>
  );
}
