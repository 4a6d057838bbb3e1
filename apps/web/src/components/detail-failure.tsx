import { mdiArrowLeft, mdiMagnifyClose } from '@mdi/js';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../auth/errors';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { MdiIcon } from './mdi-icon';

export interface DetailFailureProps {
  error: unknown;
  onRetry: () => void;
  /** "Kelas tidak ditemukan". */
  notFoundTitle: string;
  notFoundText: string;
  /** The list to go back to. */
  back: { to: string; label: string };
}

/** A detail page that could not be shown: "not found" (unknown or unpublished item) or an error with a retry. */
export function DetailFailure({ error, onRetry, notFoundTitle, notFoundText, back }: DetailFailureProps) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {notFound ? (
        <EmptyState
          icon={mdiMagnifyClose}
          title={notFoundTitle}
          text={notFoundText}
          headingLevel="h2"
          actions={
            <Button
              component={RouterLink}
              to={back.to}
              variant="contained"
              startIcon={<MdiIcon path={mdiArrowLeft} />}
            >
              {back.label}
            </Button>
          }
        />
      ) : (
        <LoadError error={error} onRetry={onRetry} />
      )}
    </Container>
  );
}
