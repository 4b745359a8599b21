import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export type PinMapOptions = {
  point: { lat: number; lng: number };
  zoom: number;
  /** The tile template, or null: the map draws the pin on a plain background (no tile server reached). */
  tiles: string | null;
  attribution: string;
  pinLabel: string;
  onMove: (point: { lat: number; lng: number }) => void;
};

/**
 * A Leaflet map with one draggable pin (spec/2 §2 'map … whose marker can be dragged'). Loaded only by the
 * address dialog (a chunk of its own, with leaflet's CSS), never by the menu page. The pin is a CSS drawn
 * div icon: no marker images to resolve, nothing inline for the Content-Security-Policy to refuse.
 */
export function createPinMap(element: HTMLElement, options: PinMapOptions) {
  const { lat, lng } = options.point;
  const map = L.map(element, { center: [lat, lng], zoom: options.zoom, attributionControl: !!options.tiles });
  if (options.tiles) L.tileLayer(options.tiles, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  const icon = L.divIcon({ className: 'pin-map__pin', iconSize: [28, 28], iconAnchor: [14, 28], html: '' });
  const marker = L.marker([lat, lng], { draggable: true, icon, title: options.pinLabel, keyboard: true });
  marker.addTo(map);
  const moved = () => {
    const at = marker.getLatLng();
    options.onMove({ lat: Number(at.lat.toFixed(6)), lng: Number(at.lng.toFixed(6)) });
  };
  marker.on('dragend', moved);
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    moved();
  });
  return {
    setPoint(point: { lat: number; lng: number }) {
      marker.setLatLng(point);
      map.panTo(point);
    },
    remove: () => map.remove(),
  };
}
