import type { TutorClassRow } from '@scola/contracts';
import {
  mdiArchiveArrowDownOutline,
  mdiDeleteOutline,
  mdiDotsVertical,
  mdiPencilOutline,
  mdiPublish,
  mdiRestore,
} from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';

/** What the list can do to a class (the page runs it, with a confirmation where needed). */
export type RowCommand = 'terbitkan' | 'arsipkan' | 'pulihkan' | 'hapus';

/** Edit (a link) and a menu of the commands that make sense for the class's status. */
export function ClassRowActions({
  row,
  editHref,
  onCommand,
}: {
  row: TutorClassRow;
  editHref: string;
  onCommand: (row: TutorClassRow, command: RowCommand) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const commands: { command: RowCommand; icon: string }[] = [
    ...(row.status !== 'published' ? [{ command: 'terbitkan' as const, icon: mdiPublish }] : []),
    ...(row.status !== 'archived'
      ? [{ command: 'arsipkan' as const, icon: mdiArchiveArrowDownOutline }]
      : []),
    ...(row.status === 'archived' ? [{ command: 'pulihkan' as const, icon: mdiRestore }] : []),
    ...(row.seatsTaken === 0 ? [{ command: 'hapus' as const, icon: mdiDeleteOutline }] : []),
  ];
  const run = (command: RowCommand) => {
    setAnchor(null);
    onCommand(row, command);
  };
  return (
    <>
      <Button
        size="small"
        component={RouterLink}
        to={editHref}
        startIcon={<MdiIcon path={mdiPencilOutline} />}
        aria-label={t('tutorClasses.actions.editNamed', { title: row.title })}
      >
        {t('tutorClasses.actions.edit')}
      </Button>
      <IconButton
        size="small"
        aria-label={t('tutorClasses.actions.more', { title: row.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MdiIcon path={mdiDotsVertical} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {commands.map(({ command, icon }) => (
          <MenuItem
            key={command}
            onClick={() => run(command)}
            sx={command === 'hapus' ? { color: 'error.main' } : {}}
          >
            <ListItemIcon sx={command === 'hapus' ? { color: 'error.main' } : {}}>
              <MdiIcon path={icon} fontSize="small" />
            </ListItemIcon>
            {t(`tutorClasses.actions.${command}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
