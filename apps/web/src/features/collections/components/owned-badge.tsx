import { mdiCheckDecagram, mdiArrowRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PurchasableItemType } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';

/** Where an owned item is used: its place in the student's collections. */
export function collectionPathOf(itemType: PurchasableItemType, itemId: string): string {
  switch (itemType) {
    case 'kelas':
      return paths.classCollectionItem(itemId);
    case 'kelas-paket':
      return paths.classCollection();
    case 'materi':
      return paths.materialCollection();
    case 'lifeskill':
      return paths.skillCourseCollection({ kursus: itemId });
    case 'study-room':
      return paths.studySpace();
  }
}

export interface OwnedBadgeProps {
  itemType: PurchasableItemType;
  itemId: string;
}

/**
 * Shown on a catalogue detail page instead of the add-to-cart button when the student already owns the item: says
 * so and opens it in the collection (watch the course, download the material, see the class sessions).
 */
export function OwnedBadge({ itemType, itemId }: OwnedBadgeProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }} data-owned-badge={itemType}>
      <Box
        role="status"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1.25,
          borderRadius: 2,
          bgcolor: '#e8f5ec',
          color: 'success.dark',
        }}
      >
        <MdiIcon path={mdiCheckDecagram} aria-hidden="true" sx={{ fontSize: 22 }} />
        <Typography sx={{ fontWeight: 600 }}>{t(`collections.owned.${itemType}`)}</Typography>
      </Box>
      <Button
        component={RouterLink}
        to={collectionPathOf(itemType, itemId)}
        variant="contained"
        size="large"
        endIcon={<MdiIcon path={mdiArrowRight} />}
        data-owned-link=""
      >
        {t(`collections.owned.open.${itemType}`)}
      </Button>
    </Box>
  );
}
