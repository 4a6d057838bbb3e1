import type { DiscussionMember } from '@scola/contracts';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTranslation } from 'react-i18next';

export interface MentionState {
  items: DiscussionMember[];
  active: number;
  rect: DOMRect | null;
  select: (member: DiscussionMember) => void;
}

/** The `@` suggestions: class members by name, under the caret; arrows move, Enter picks, Escape closes. */
export function MentionList({ state }: { state: MentionState | null }) {
  const { t } = useTranslation();
  const rect = state?.rect;
  const anchor = rect ? { getBoundingClientRect: () => rect } : null;
  return (
    <Popper open={Boolean(state && anchor)} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1400 }}>
      <Paper elevation={4}>
        <MenuList
          dense
          aria-label={t('classDiscussions.mention.label')}
          role="listbox"
          sx={{ minWidth: 200 }}
        >
          {state?.items.length === 0 ? (
            <ListItemText sx={{ px: 2, py: 1 }} primary={t('classDiscussions.mention.none')} />
          ) : null}
          {state?.items.map((member, index) => (
            <ListItemButton
              key={member.id}
              role="option"
              aria-selected={index === state.active}
              selected={index === state.active}
              onMouseDown={(event) => {
                event.preventDefault();
                state.select(member);
              }}
            >
              <ListItemText
                primary={member.name}
                secondary={member.role === 'tutor' ? t('classDiscussions.mention.tutor') : null}
              />
            </ListItemButton>
          ))}
        </MenuList>
      </Paper>
    </Popper>
  );
}
