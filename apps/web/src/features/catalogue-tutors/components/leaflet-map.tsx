/**
 * The Leaflet map of a tutor's teaching place. This module (Leaflet, its stylesheet and marker images, all bundled
 * locally) is loaded only by the tutor pages that show a map.
 */
import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';

/** No tile at all within this time: the map is given up for the plain address. */
export const TILE_TIMEOUT_MS = 8000;

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  /** The marker's text (its alt). */
  label: string;
  tileUrl: string;
  attribution: string;
  /** Tiles cannot be loaded (offline, blocked, wrong URL): the caller shows the address instead. */
  onUnavailable: () => void;
}

export default function LeafletMap({
  latitude,
  longitude,
  label,
  tileUrl,
  attribution,
  onUnavailable,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    unavailable.current = onUnavailable;
  });

  useEffect(() => {
    if (!container.current) return undefined;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 13);
    let loaded = 0;
    let gaveUp = false;
    const giveUp = () => {
      if (gaveUp || loaded > 0) return;
      gaveUp = true;
      unavailable.current();
    };
    const layer = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    layer.on('tileload', () => {
      loaded += 1;
    });
    layer.on('tileerror', giveUp);
    layer.addTo(map);
    L.marker([latitude, longitude], { icon, alt: label, keyboard: false }).addTo(map);
    const timer = window.setTimeout(giveUp, TILE_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      map.remove();
    };
  }, [latitude, longitude, label, tileUrl, attribution]);

  return (
    <Box
      ref={container}
      data-leaflet-map=""
      sx={{ height: { xs: 240, md: 300 }, borderRadius: 3, zIndex: 0 }}
    />
  );
}
