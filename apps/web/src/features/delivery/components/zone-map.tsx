import type { DeliveryZoneOut } from '@shop/contracts';
import type { LatLon } from '@shop/domain';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';
import { frameFor, type MapFrame, type Px, ringsPath, toLatLon, toPx, zoneRings } from './map-frame.ts';
import './zone-map.css';

export const mapSize = { width: 360, height: 280 };

export interface ZoneMapProps {
  zones: readonly DeliveryZoneOut[];
  store?: LatLon | null;
  address?: LatLon | null;
  rider?: LatLon | null;
  /** A point chosen on the map (the choose-location page). */
  chosen?: LatLon | null;
  /** What the map shows in words: its text alternative for screen readers. */
  description: string;
  /** Makes the map a picker: a tap gives the position under it. */
  onPick?: (at: LatLon) => void;
  testId?: string;
}

/** The markers' short labels. */
export interface ZoneMapLabels {
  store: string;
  address: string;
  rider: string;
  chosen: string;
}

/** The markers' usual labels in the shopper's language. */
export function zoneMapLabels(t: Translate): ZoneMapLabels {
  return {
    store: t('delivery.map.store'),
    address: t('delivery.map.address'),
    rider: t('delivery.map.rider'),
    chosen: t('delivery.map.chosen'),
  };
}

/** Every position the map must show: the zones' outlines and each marker. */
function pointsOf(props: ZoneMapProps): LatLon[] {
  const markers = [props.store, props.address, props.rider, props.chosen].filter((p): p is LatLon =>
    Boolean(p),
  );
  return [...props.zones.flatMap(zoneRings).flat(), ...markers];
}

// Labels around their markers so that near markers keep readable labels: the rider's to its right.
const labelPlace = {
  store: { y: 22, textAnchor: 'middle' },
  address: { y: -24, textAnchor: 'middle' },
  rider: { x: 17, y: 4, textAnchor: 'start' },
  chosen: { y: -16, textAnchor: 'middle' },
} as const;

function Marker({
  at,
  kind,
  label,
}: {
  at: Px;
  kind: 'store' | 'address' | 'rider' | 'chosen';
  label: string;
}) {
  return (
    <g
      className={`zone-map__marker zone-map__marker--${kind}`}
      data-testid={`zone-map-${kind}`}
      transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}
    >
      {kind === 'store' ? <rect x={-8} y={-8} width={16} height={16} rx={3} /> : null}
      {kind === 'address' ? <path d="M0 0 L-7 -11 A8.5 8.5 0 1 1 7 -11 Z" /> : null}
      {kind === 'rider' ? (
        <>
          <circle r={13} className="zone-map__halo" />
          <circle r={6.5} />
        </>
      ) : null}
      {kind === 'chosen' ? <path d="M-10 0 H10 M0 -10 V10" className="zone-map__cross" /> : null}
      <text {...labelPlace[kind]} className="zone-map__label">
        {label}
      </text>
    </g>
  );
}

function pickHandler(frame: MapFrame, onPick: (at: LatLon) => void) {
  return (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * frame.width;
    const y = ((event.clientY - box.top) / box.height) * frame.height;
    onPick(toLatLon(frame, { x, y }));
  };
}

const arrowSteps: Record<string, Px> = {
  ArrowUp: { x: 0, y: -12 },
  ArrowDown: { x: 0, y: 12 },
  ArrowLeft: { x: -12, y: 0 },
  ArrowRight: { x: 12, y: 0 },
};

/** The arrow keys move the chosen point (from the store, or the middle, when none is chosen yet). */
function keyHandler(frame: MapFrame, props: ZoneMapProps, onPick: (at: LatLon) => void) {
  return (event: KeyboardEvent<SVGSVGElement>) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const from = props.chosen ?? props.store;
    const at = from ? toPx(frame, from) : { x: frame.width / 2, y: frame.height / 2 };
    onPick(toLatLon(frame, { x: at.x + step.x, y: at.y + step.y }));
  };
}

/**
 * A delivery map drawn as vectors (there are no map tiles): the zones, scaled with every marker to the box, north
 * up; the store, the address, the rider and a chosen point as markers with short labels. Screen readers get
 * `description` instead of the drawing.
 */
export function ZoneMap(props: ZoneMapProps & { labels: ZoneMapLabels }) {
  const frame = frameFor(pointsOf(props), mapSize, { margin: 28, minSpan: 800 });
  if (!frame) return null;
  const { labels } = props;
  return (
    <svg
      className={`zone-map${props.onPick ? ' zone-map--picker' : ''}`}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role={props.onPick ? 'application' : 'img'}
      aria-label={props.description}
      data-testid={props.testId ?? 'zone-map'}
      tabIndex={props.onPick ? 0 : undefined}
      onClick={props.onPick ? pickHandler(frame, props.onPick) : undefined}
      onKeyDown={props.onPick ? keyHandler(frame, props, props.onPick) : undefined}
    >
      <rect width={frame.width} height={frame.height} className="zone-map__ground" />
      {props.zones.map((zone, i) => (
        <path
          key={zone.zoneId}
          d={ringsPath(frame, zoneRings(zone))}
          fillRule="evenodd"
          className={`zone-map__zone zone-map__zone--${Math.min(i, 2)}`}
          data-testid="zone-map-zone"
        />
      ))}
      {props.store ? <Marker at={toPx(frame, props.store)} kind="store" label={labels.store} /> : null}
      {props.address ? (
        <Marker at={toPx(frame, props.address)} kind="address" label={labels.address} />
      ) : null}
      {props.rider ? <Marker at={toPx(frame, props.rider)} kind="rider" label={labels.rider} /> : null}
      {props.chosen ? <Marker at={toPx(frame, props.chosen)} kind="chosen" label={labels.chosen} /> : null}
    </svg>
  );
}
