import type { TutorPackage } from '@scola/contracts';
import { mdiPackageVariantClosed, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatRupiah } from '../../../lib/format';
import {
  PACKAGE_PAGE_SIZE,
  useClassChoices,
  useTutorPackageChange,
  useTutorPackages,
} from '../api/tutor-packages';
import { ClassStatusChip } from './class-status-chip';
import { PackageFormDialog } from './package-form-dialog';

function PackageCard({
  item,
  onAction,
  busy,
}: {
  item: TutorPackage;
  onAction: (action: 'terbitkan' | 'arsipkan' | 'pulihkan') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card component="li" variant="outlined" data-package-id={item.id}>
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {item.title}
          </Typography>
          <ClassStatusChip status={item.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {item.classes.map((row) => row.title).join(' · ')}
        </Typography>
        <Typography variant="body2">
          {formatRupiah(item.price)}{' '}
          <Box component="s" sx={{ color: 'text.secondary' }}>
            {formatRupiah(item.originalPrice)}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {item.status !== 'published' ? (
            <Button size="small" disabled={busy} onClick={() => onAction('terbitkan')}>
              {t('tutorClasses.actions.terbitkan')}
            </Button>
          ) : null}
          <Button
            size="small"
            disabled={busy}
            onClick={() => onAction(item.status === 'archived' ? 'pulihkan' : 'arsipkan')}
          >
            {t(
              item.status === 'archived' ? 'tutorClasses.actions.pulihkan' : 'tutorClasses.actions.arsipkan',
            )}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/tutor/kelas`'s packages section: the tutor's bundles of their own classes, a form for a new one. */
export function PackageSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useTutorPackages(page);
  const choices = useClassChoices(creating);
  const change = useTutorPackageChange();
  const create = (
    <Button
      variant="outlined"
      startIcon={<MdiIcon path={mdiPlus} />}
      onClick={() => {
        change.reset();
        setCreating(true);
      }}
    >
      {t('tutorClasses.packages.create')}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby="tutor-packages-heading" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="tutor-packages-heading" variant="h2" sx={{ fontSize: '1.5rem', flex: 1 }}>
          {t('tutorClasses.packages.heading')}
        </Typography>
        {create}
      </Box>
      {!creating ? <FormFailure error={change.error ?? undefined} /> : null}
      {list.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={t('tutorClasses.list.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('tutorClasses.packages.loadError')}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={mdiPackageVariantClosed}
          headingLevel="h3"
          title={t('tutorClasses.packages.empty')}
          text={t('tutorClasses.packages.emptyText')}
        />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.data.map((item) => (
              <PackageCard
                key={item.id}
                item={item}
                busy={change.isPending}
                onAction={(action) => change.mutate({ action, id: item.id })}
              />
            ))}
          </Stack>
          <ListPagination
            page={page}
            total={list.data.meta.total}
            pageSize={PACKAGE_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      {creating ? (
        <PackageFormDialog
          open
          classes={choices.data}
          busy={change.isPending}
          error={change.error}
          onClose={() => setCreating(false)}
          onSubmit={(body) =>
            change.mutate({ action: 'create', body }, { onSuccess: () => setCreating(false) })
          }
        />
      ) : null}
    </Box>
  );
}
