import { mdiMapMarkerOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GeoPoint } from '@scola/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { env } from '../../../config/env';
import { intlLocale } from '../../../lib/format';

const LeafletMap = lazy(() => import('./leaflet-map'));

export interface TutorMapProps {
  name: string;
  city: string | null;
  location: GeoPoint | null;
  /** Tile URL template; `null` = no map (the address only). Defaults to the configured one. */
  tileUrl?: string | null;
}

/**
 * Where the tutor teaches: the address in words, always, and a Leaflet map above it when the tiles can be loaded
 * (the map code is fetched only here). Offline, blocked or unconfigured tiles leave the plain address.
 */
export function TutorMap({ name, city, location, tileUrl = env.mapTileUrl }: TutorMapProps) {
  const { t, i18n } = useTranslation();
  const [mapFailed, setMapFailed] = useState(false);
  const coordinates = location
    ? new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 4 })
    : null;
  const showMap = location !== null && tileUrl !== null && !mapFailed;
  return (
    <Box data-tutor-map={showMap ? 'map' : 'address'}>
      {showMap ? (
        <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
          <Box role="region" aria-label={t('catalogue.tutor.mapLabel', { name })} sx={{ mb: 1.5 }}>
            <LeafletMap
              latitude={location.latitude}
              longitude={location.longitude}
              label={t('catalogue.tutor.mapMarker', { name })}
              tileUrl={tileUrl}
              attribution={env.mapTileAttribution}
              onUnavailable={() => setMapFailed(true)}
            />
          </Box>
        </Suspense>
      ) : null}
      <Box
        component="address"
        sx={{ fontStyle: 'normal', display: 'flex', gap: 1, alignItems: 'flex-start' }}
        data-tutor-address=""
      >
        <MdiIcon path={mdiMapMarkerOutline} aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 500 }}>
            {city ? t('catalogue.tutor.address', { city }) : t('catalogue.tutor.noAddress')}
          </Typography>
          {location && coordinates ? (
            <Typography variant="body2" color="text.secondary">
              {t('catalogue.tutor.coordinates', {
                latitude: coordinates.format(location.latitude),
                longitude: coordinates.format(location.longitude),
              })}
            </Typography>
          ) : null}
          {mapFailed ? (
            <Typography variant="body2" color="text.secondary" data-map-unavailable="">
              {t('catalogue.tutor.mapUnavailable')}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
