import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Space above the links (theme spacing units). */
  spacing?: number;
}

/** Page links under a list (nothing when everything fits on one page), with Indonesian labels. */
export function ListPagination({ page, total, pageSize, onPage, spacing = 3 }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('catalogue.pagination.label')}
      sx={{ mt: spacing, display: 'flex', justifyContent: 'center' }}
    >
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        color="primary"
        siblingCount={0}
        onChange={(_, next) => onPage(next)}
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page')
            return selected
              ? t('catalogue.pagination.current', { page: item })
              : t('catalogue.pagination.page', { page: item });
          return t(`catalogue.pagination.${type}`);
        }}
      />
    </Box>
  );
}
