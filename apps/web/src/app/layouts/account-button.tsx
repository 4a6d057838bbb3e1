import { mdiChevronDown, mdiLogin } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { User } from '@scola/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/react';
import { MdiIcon } from '../../components/mdi-icon';
import { UserAvatar } from './user-avatar';
import { paths } from '../../config/paths';

const MENU_ID = 'account-menu';
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's account entry: "Masuk" for visitors; for signed-in users their avatar and name opening a menu
 * (Beranda, Profil, the tutor workspace / admin area when they have the role, Keluar). The menu loads on first use.
 */
export function AccountButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useAuth<User>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);

  if (!loggedIn || !user) {
    return (
      <Button
        component={RouterLink}
        to={paths.signIn()}
        variant="contained"
        startIcon={<MdiIcon path={mdiLogin} />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('nav.signIn')}
      </Button>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('nav.accountMenu', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        endIcon={compact ? undefined : <MdiIcon path={mdiChevronDown} fontSize="small" />}
        sx={{ gap: 0.5, px: 1, minWidth: 0, textTransform: 'none', borderRadius: 6 }}
        data-account-button=""
      >
        <UserAvatar user={user} />
        <Box
          component="span"
          sx={{
            display: compact ? 'none' : { xs: 'none', sm: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: 500,
          }}
        >
          {user.name}
        </Box>
      </Button>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <AccountMenu id={MENU_ID} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
