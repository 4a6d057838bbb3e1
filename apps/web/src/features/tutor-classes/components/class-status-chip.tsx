import type { PublicationStatus } from '@scola/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { draft: 'default', published: 'success', archived: 'warning' } as const;

/** A class's status: draft, published (green) or archived. */
export function ClassStatusChip({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'draft' ? 'outlined' : 'filled'}
      color={colours[status]}
      label={t(`tutorClasses.status.${status}`)}
    />
  );
}
