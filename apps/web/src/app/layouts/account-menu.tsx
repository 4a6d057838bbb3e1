import { mdiLogout } from '@mdi/js';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../auth/react';
import { MdiIcon } from '../../components/mdi-icon';
import { accountLinks } from './account-links';

export interface AccountMenuProps {
  id: string;
  user: User;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in user's menu (keyboard: arrows move, Esc closes, focus returns to the button). */
export default function AccountMenu({ id, user, anchor, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const links = accountLinks(user);
  const lastArea = links.findLast((link) => link.area)?.area;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1, color: 'text.primary' }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }} noWrap>
          {user.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} noWrap>
          {user.email}
        </Typography>
      </ListSubheader>
      <Divider />
      {links.some((link) => link.area) ? (
        <ListSubheader disableSticky sx={{ lineHeight: 2 }}>
          {t('nav.switchArea')}
        </ListSubheader>
      ) : null}
      {links.map((link) => (
        <MenuItem
          key={link.to}
          component={RouterLink}
          to={link.to}
          onClick={onClose}
          data-area={link.area}
          divider={link.area !== undefined && link.area === lastArea}
        >
          <ListItemIcon>
            <MdiIcon path={link.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(link.labelKey)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          auth.logout();
        }}
        data-sign-out=""
      >
        <ListItemIcon>
          <MdiIcon path={mdiLogout} fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('nav.signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
