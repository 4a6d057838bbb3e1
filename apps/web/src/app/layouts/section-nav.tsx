import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon';
import type { NavItem } from './workspace-nav';

const activeSx = {
  '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 500 },
} as const;

/** A vertical list of section links (active one marked with `aria-current="page"` by `NavLink`). */
export function NavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List dense sx={{ px: 1 }}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          onClick={onNavigate}
          sx={{ borderRadius: 2, mb: 0.25, color: 'text.secondary', ...activeSx }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
            <MdiIcon path={item.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t(item.labelKey)}
            slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The same links as a horizontally scrolling row, for narrow screens. */
export function NavRow({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1, px: 2, scrollbarWidth: 'thin' }}>
      {items.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<MdiIcon path={item.icon} fontSize="small" />}
          sx={{ flexShrink: 0, color: 'text.secondary', borderColor: 'divider', ...activeSx }}
        >
          {t(item.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
