import type { TMapConfig } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef } from 'react';

type PinMap = ReturnType<typeof import('./leaflet-map.ts').createPinMap>;

/**
 * The address's point on a map with a draggable pin, at the dialog's zoom (17) or the profile's (18),
 * spec/2 §9. Leaflet loads with this component only. With no tile source, or tiles that cannot be reached,
 * the pin still shows and moves; the coordinates below it are the record and can be typed.
 */
export function AddressMap({
  point,
  zoom,
  config,
  onMove,
}: {
  point: { lat: number; lng: number };
  zoom: number;
  config: TMapConfig | null;
  onMove: (point: { lat: number; lng: number }) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const map = useRef<PinMap | null>(null);
  const latest = useRef({ point, onMove });
  latest.current = { point, onMove };
  const tiles = config?.tiles ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per tile source; the pin follows point below.
  useEffect(() => {
    let cancelled = false;
    void import('./leaflet-map.ts').then(({ createPinMap }) => {
      if (cancelled || !box.current) return;
      map.current = createPinMap(box.current, {
        point: latest.current.point,
        zoom,
        tiles,
        attribution: config?.attribution ?? '',
        pinLabel: t('m1_address_pin'),
        onMove: (p) => latest.current.onMove(p),
      });
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [tiles, zoom]);
  useEffect(() => {
    map.current?.setPoint(point);
  }, [point]);

  return (
    <div className="pin-map-wrap">
      <section ref={box} className="pin-map" aria-label={t('m1_address_map_label')} />
      {!tiles ? <p className="muted small">{t('m1_address_map_no_tiles')}</p> : null}
    </div>
  );
}
