import {
  mdiDeleteOutline,
  mdiDotsVertical,
  mdiDownload,
  mdiFileExcelOutline,
  mdiFileImageOutline,
  mdiFilePdfBox,
  mdiFilePowerpointOutline,
  mdiFileWordOutline,
  mdiFolderZipOutline,
  mdiPencilOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ClassFile, type ClassFileFamily, classFileFamily } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatBytes, formatDate, intlLocale } from '../../../lib/format';

const familyIcons: Record<ClassFileFamily, string> = {
  pdf: mdiFilePdfBox,
  image: mdiFileImageOutline,
  document: mdiFileWordOutline,
  spreadsheet: mdiFileExcelOutline,
  slides: mdiFilePowerpointOutline,
  archive: mdiFolderZipOutline,
};

export interface ClassFileItemProps {
  file: ClassFile;
  /** The tutor's (and an admin's) rename and delete. */
  manage?: { onRename: (file: ClassFile) => void; onDelete: (file: ClassFile) => void };
}

/** One file of the class: its type, name, size, date and uploader, the download, and the tutor's menu. */
export function ClassFileItem({ file, manage }: ClassFileItemProps) {
  const { t, i18n } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const family = classFileFamily(file.contentType);
  const close = () => setMenuAnchor(null);
  return (
    <Paper
      variant="outlined"
      data-class-file={file.id}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 } }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <MdiIcon path={familyIcons[family]} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.4 }}
        >
          {file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('classFiles.meta', {
            family: t(`classFiles.family.${family}`),
            size: formatBytes(file.byteSize, intlLocale(i18n.language)),
            date: formatDate(file.createdAt, i18n.language),
            name: file.uploader.name,
          })}
        </Typography>
      </Box>
      <Button
        component="a"
        href={file.downloadUrl}
        download={file.name}
        variant="outlined"
        aria-label={t('classFiles.downloadNamed', { name: file.name })}
        startIcon={<MdiIcon path={mdiDownload} />}
        sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('classFiles.download')}
        </Box>
      </Button>
      {manage ? (
        <>
          <IconButton
            aria-label={t('classFiles.actionsFor', { name: file.name })}
            aria-controls={menuAnchor ? menuId : undefined}
            aria-haspopup="true"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MdiIcon path={mdiDotsVertical} />
          </IconButton>
          <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
            <MenuItem
              onClick={() => {
                close();
                manage.onRename(file);
              }}
            >
              <ListItemIcon>
                <MdiIcon path={mdiPencilOutline} />
              </ListItemIcon>
              {t('classFiles.rename')}
            </MenuItem>
            <MenuItem
              sx={{ color: 'error.main' }}
              onClick={() => {
                close();
                manage.onDelete(file);
              }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <MdiIcon path={mdiDeleteOutline} />
              </ListItemIcon>
              {t('classFiles.delete')}
            </MenuItem>
          </Menu>
        </>
      ) : null}
    </Paper>
  );
}
