import { mdiCalendarRemoveOutline, mdiCartArrowRight, mdiCartPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { BookingSlot } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-errors';
import { formatRupiah } from '../../../lib/format';
import {
  formatClockTime,
  formatDayLong,
  formatDayShort,
  localDayKey,
  timeZoneName,
  viewerTimeZone,
} from '../../../lib/viewer-time';
import { useCart } from '../../cart';
import { useAddSlotsToCart, useClassSlots } from '../api/slots';

export interface SlotPickerProps {
  classId: string;
  /** Whether the viewer may buy (a student, or a visitor who will sign in); others see the slots only. */
  canBook: boolean;
}

/** Slots grouped by the viewer's local day, days in time order. */
function byDay(slots: readonly BookingSlot[], timeZone: string) {
  const days = new Map<string, BookingSlot[]>();
  for (const slot of slots) {
    const key = localDayKey(slot.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.entries()].map(([key, daySlots]) => ({ key, slots: daySlots }));
}

function PickerSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" height={48} aria-hidden="true" />
      <Skeleton variant="rounded" height={96} aria-hidden="true" />
    </Box>
  );
}

/**
 * The slot picker of a bimble class page: the tutor's free slots of the next two weeks, a tab per day, each slot a
 * chip, all in the student's own time zone (named). The student picks several and adds them to the cart at once;
 * slots already in the cart are marked, slots taken meanwhile are reported.
 */
export function SlotPicker({ classId, canBook }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const { loggedIn, auth } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const slotsQuery = useClassSlots(classId);
  const cart = useCart();
  const add = useAddSlotsToCart(classId);
  const [dayIndex, setDayIndex] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const timeZone = viewerTimeZone();
  const zoneName = timeZoneName(i18n.language, timeZone);
  const panelId = useId();
  const days = byDay(slotsQuery.data?.slots ?? [], timeZone);
  const inCart = new Set(
    (cart.data?.lines ?? [])
      .filter((line) => line.itemId === classId && line.slot)
      .map((line) => line.slot?.startsAt),
  );

  if (slotsQuery.isPending) return <PickerSkeleton />;
  if (slotsQuery.isError) {
    return (
      <LoadError
        error={slotsQuery.error}
        onRetry={() => void slotsQuery.refetch()}
        title={t('bimble.loadError')}
      />
    );
  }
  const zoneNote = (
    <Typography variant="body2" color="text.secondary" data-viewer-zone={timeZone}>
      {t('bimble.zoneNote', { zone: zoneName, timeZone })}
    </Typography>
  );
  if (days.length === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <EmptyState
          icon={mdiCalendarRemoveOutline}
          title={t('bimble.empty.title')}
          text={t('bimble.empty.text')}
          headingLevel="h3"
        />
      </Box>
    );
  }
  const day = days[Math.min(dayIndex, days.length - 1)] ?? days[0]!;
  const toggle = (startsAt: string) =>
    setChosen((current) =>
      current.includes(startsAt)
        ? current.filter((value) => value !== startsAt)
        : [...current, startsAt].sort(),
    );
  const submit = () => {
    if (!loggedIn) {
      auth.setRedirect(`${location.pathname}${location.search}`);
      void navigate(paths.signIn());
      return;
    }
    add.mutate(chosen, {
      onSuccess: ({ refused }) => setChosen(refused.map((slot) => slot.startsAt)),
    });
  };
  const price = slotsQuery.data.pricePerSlot;
  const refused = add.data?.refused ?? [];
  const addedCount = add.isSuccess ? add.variables.length - refused.length : 0;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-slot-picker="">
      {zoneNote}
      <Tabs
        value={Math.min(dayIndex, days.length - 1)}
        onChange={(_, value: number) => setDayIndex(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('bimble.daysLabel')}
      >
        {days.map((entry) => (
          <Tab
            key={entry.key}
            label={formatDayShort(entry.slots[0]!.startsAt, i18n.language, timeZone)}
            aria-controls={panelId}
            data-slot-day={entry.key}
            sx={{ minWidth: 88, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box
        id={panelId}
        role="tabpanel"
        aria-label={formatDayLong(day.slots[0]!.startsAt, i18n.language, timeZone)}
      >
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {formatDayLong(day.slots[0]!.startsAt, i18n.language, timeZone)}
        </Typography>
        <Box
          component="ul"
          aria-label={t('bimble.slotsLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {day.slots.map((slot) => {
            const selected = chosen.includes(slot.startsAt);
            const alreadyInCart = inCart.has(slot.startsAt);
            const label = `${formatClockTime(slot.startsAt, i18n.language, timeZone)}–${formatClockTime(slot.endsAt, i18n.language, timeZone)}`;
            return (
              <li key={slot.startsAt}>
                <Chip
                  label={label}
                  clickable={canBook && !alreadyInCart}
                  disabled={alreadyInCart}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  onClick={canBook && !alreadyInCart ? () => toggle(slot.startsAt) : undefined}
                  aria-pressed={canBook ? selected : undefined}
                  aria-label={
                    alreadyInCart
                      ? t('bimble.slotInCart', { time: label, zone: zoneName })
                      : t('bimble.slotLabel', { time: label, zone: zoneName })
                  }
                  data-slot={slot.startsAt}
                  sx={{ minWidth: 112, fontVariantNumeric: 'tabular-nums' }}
                />
              </li>
            );
          })}
        </Box>
      </Box>
      {canBook ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography sx={{ flex: '1 1 200px' }} data-slot-summary={chosen.length}>
            {chosen.length === 0
              ? t('bimble.noneChosen', { price: formatRupiah(price) })
              : t('bimble.chosen', { count: chosen.length, total: formatRupiah(price * chosen.length) })}
          </Typography>
          <Button
            variant="contained"
            onClick={submit}
            disabled={chosen.length === 0}
            loading={add.isPending}
            startIcon={<MdiIcon path={mdiCartPlus} />}
            data-add-slots=""
          >
            {t('bimble.add')}
          </Button>
          {!loggedIn ? (
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
              {t('bimble.signInHint')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {addedCount > 0 ? (
        <Alert
          severity="success"
          action={
            <Button
              component={RouterLink}
              to={paths.cart()}
              color="inherit"
              size="small"
              startIcon={<MdiIcon path={mdiCartArrowRight} />}
            >
              {t('bimble.viewCart')}
            </Button>
          }
          data-slots-added={addedCount}
        >
          {t('bimble.added', { count: addedCount })}
        </Alert>
      ) : null}
      {refused.map((slot) => (
        <Alert severity="warning" key={slot.startsAt} data-slot-refused={slot.startsAt}>
          {formatDayShort(slot.startsAt, i18n.language, timeZone)}{' '}
          {formatClockTime(slot.startsAt, i18n.language, timeZone)} {zoneName}: {errorText(t, slot.error)}
        </Alert>
      ))}
    </Box>
  );
}
