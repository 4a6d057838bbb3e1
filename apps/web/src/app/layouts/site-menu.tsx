import {
  mdiAccountTie,
  mdiBookOpenPageVariant,
  mdiClose,
  mdiGoogleClassroom,
  mdiLightbulbOnOutline,
  mdiLogin,
  mdiLogout,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { useAuth } from '../../auth/react';
import { MdiIcon } from '../../components/mdi-icon';
import { accountLinks } from './account-links';
import { catalogueLinks } from './catalogue-links';
import { LanguageSwitch } from './language-switch';
import { paths } from '../../config/paths';

const icons: Readonly<Record<string, string>> = {
  [paths.classes()]: mdiGoogleClassroom,
  [paths.materials()]: mdiBookOpenPageVariant,
  [paths.skillCourses()]: mdiLightbulbOnOutline,
  [paths.tutors()]: mdiAccountTie,
};

export interface SiteMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The site header's menu on small screens: a modal drawer (focus trapped, Esc closes, focus returns to the menu
 * button) with the catalogue links, the language switch, and the sign-in entry or the signed-in user's pages and
 * "Keluar". Loaded on first use.
 */
export default function SiteMenu({ id, open, onClose }: SiteMenuProps) {
  const { t } = useTranslation();
  const { user, auth } = useAuth<User>();
  const titleId = `${id}-title`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(320px, 88vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ flex: 1 }}>
          {t('nav.menuTitle')}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <MdiIcon path={mdiClose} />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainLabel')}>
        <List>
          {catalogueLinks.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                <MdiIcon path={icons[link.to] ?? mdiGoogleClassroom} />
              </ListItemIcon>
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {user ? (
        <>
          <Divider />
          <Box component="nav" aria-label={t('nav.accountLabel')}>
            <List>
              {accountLinks(user).map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
                  <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                    <MdiIcon path={link.icon} />
                  </ListItemIcon>
                  <ListItemText primary={t(link.labelKey)} />
                </ListItemButton>
              ))}
              <ListItemButton
                onClick={() => {
                  onClose();
                  auth.logout();
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                  <MdiIcon path={mdiLogout} />
                </ListItemIcon>
                <ListItemText primary={t('nav.signOut')} />
              </ListItemButton>
            </List>
          </Box>
        </>
      ) : null}
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('language.label')}
          </Typography>
          <LanguageSwitch />
        </Box>
        {user ? null : (
          <Button
            component={RouterLink}
            to={paths.signIn()}
            variant="contained"
            onClick={onClose}
            startIcon={<MdiIcon path={mdiLogin} />}
          >
            {t('nav.signIn')}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
