import { mdiFileDocumentMultipleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassFile, ClassSpace } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PagedList, PagedListSkeleton } from '../../../components/paged-list';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { useClassFiles } from '../api/class-files';
import { ClassFileItem } from './class-file-item';
import { DeleteFileDialog, RenameFileDialog } from './file-dialogs';
import { FileUploadZone } from './file-upload-zone';

type Editing = { action: 'rename' | 'delete'; file: ClassFile } | null;

/**
 * The `berkas` tab of a class space: every member lists and downloads the files; the tutor (and an admin) uploads,
 * renames and deletes them. Other open pages see changes through the class's room.
 */
export function ClassFilesView({ space }: { space: ClassSpace }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const files = useClassFiles(space.id, page);
  const manages = space.role !== 'student';
  const side = manages ? 'tutor' : 'student';
  const lastPage = files.data
    ? Math.max(1, Math.ceil(files.data.meta.total / files.data.meta.pageSize))
    : page;
  // The last file of the last page was deleted (here or elsewhere): show the page before it (set while rendering,
  // React's way of adjusting state to an answer without an extra effect pass).
  if (page > lastPage) setPage(lastPage);

  return (
    <Box component="section" aria-labelledby="class-files-heading">
      <Typography id="class-files-heading" component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {t('classFiles.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`classFiles.intro.${side}`)}
      </Typography>
      {manages && files.data ? (
        <FileUploadZone classId={space.id} maxBytes={files.data.meta.maxBytes} onDone={setAnnouncement} />
      ) : null}
      <div role="status" style={visuallyHiddenStyle}>
        {announcement}
      </div>
      <PagedList
        query={files}
        label={t('classFiles.listLabel')}
        keyOf={(file) => file.id}
        renderItem={(file) => (
          <ClassFileItem
            file={file}
            {...(manages
              ? {
                  manage: {
                    onRename: (target) => setEditing({ action: 'rename', file: target }),
                    onDelete: (target) => setEditing({ action: 'delete', file: target }),
                  },
                }
              : {})}
          />
        )}
        skeleton={<PagedListSkeleton count={3} height={76} />}
        errorTitle={t('classFiles.errorTitle')}
        empty={
          <EmptyState
            icon={mdiFileDocumentMultipleOutline}
            title={t('classFiles.empty.title')}
            text={t(`classFiles.empty.${side}`)}
          />
        }
        page={page}
        onPage={setPage}
      />
      {editing?.action === 'rename' ? (
        <RenameFileDialog
          classId={space.id}
          file={editing.file}
          onClose={() => setEditing(null)}
          onDone={setAnnouncement}
        />
      ) : null}
      {editing?.action === 'delete' ? (
        <DeleteFileDialog
          classId={space.id}
          file={editing.file}
          onClose={() => setEditing(null)}
          onDone={setAnnouncement}
        />
      ) : null}
    </Box>
  );
}
