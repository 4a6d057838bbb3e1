import {
  mdiAccountTie,
  mdiBookOpenPageVariant,
  mdiGoogleClassroom,
  mdiLightbulbOnOutline,
  mdiPackageVariantClosed,
  mdiShape,
} from '@mdi/js';
import type { SearchSuggestion, SearchSuggestionKind } from '@scola/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainIcon } from '../../../components/plain-icon';
import { useSearchSuggestions } from '../api/search';
import type { SuggestionListProps } from '../hooks/use-suggestion-box';
import { suggestionPath } from './suggestion-path';
import './suggestion-list.css';

/** Quiet time after the last key press before suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 150;
/** Shorter texts get no suggestions (one letter matches nearly everything). */
export const MIN_SUGGESTION_LENGTH = 2;

const icons: Readonly<Record<SearchSuggestionKind, string>> = {
  class: mdiGoogleClassroom,
  package: mdiPackageVariantClosed,
  material: mdiBookOpenPageVariant,
  course: mdiLightbulbOnOutline,
  tutor: mdiAccountTie,
  subject: mdiShape,
};

/** The same empty list every time (a new array each render would look like a new answer). */
const none: readonly SearchSuggestion[] = [];

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The suggestion listbox under a search field (`useSuggestionBox`): asks `GET /api/cari/saran` for the settled
 * text, shows each suggestion's kind, label and detail, and follows the combobox pattern's keys: ↓/↑ move the
 * highlight (wrapping), Enter opens the highlighted suggestion, Esc closes the list. A click opens one too; the
 * list keeps the field's focus (mouse down is not a blur).
 */
export function SuggestionList({ id, text, focused, keysRef, onState }: SuggestionListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typed = text.trim();
  // A subject's detail is its number of classes: said as "12 kelas".
  const detailOf = ({ kind, detail }: SearchSuggestion) =>
    kind === 'subject' && detail !== null && /^\d+$/.test(detail)
      ? t('search.suggestions.classCount', { count: Number(detail) })
      : detail;
  const settled = useSettled(typed.length >= MIN_SUGGESTION_LENGTH ? typed : '', SUGGESTION_DELAY_MS);
  const query = useSearchSuggestions(settled);
  const suggestions = (typed.length >= MIN_SUGGESTION_LENGTH && query.data?.suggestions) || none;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  // A new text (or list) shows the list again with nothing highlighted.
  const [shown, setShown] = useState({ typed, suggestions });
  if (shown.typed !== typed || shown.suggestions !== suggestions) {
    setShown({ typed, suggestions });
    setActive(-1);
    if (shown.typed !== typed) setDismissed(false);
  }
  const open = focused && !dismissed && suggestions.length > 0;
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  useEffect(() => onState({ open, activeId }), [onState, open, activeId]);

  useEffect(() => {
    const pick = (suggestion: SearchSuggestion) => {
      setDismissed(true);
      void navigate(suggestionPath(suggestion));
    };
    keysRef.current = (event) => {
      const count = suggestions.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setDismissed(false);
        setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
      } else if (event.key === 'Enter' && open && active >= 0) {
        const suggestion = suggestions[active];
        if (!suggestion) return;
        event.preventDefault();
        pick(suggestion);
      } else if (event.key === 'Escape' && open) {
        // Also keeps a search field's own Esc (clearing the text) from firing while the list is open.
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      }
    };
    return () => {
      keysRef.current = null;
    };
  }, [keysRef, navigate, suggestions, open, active]);

  if (!open) return null;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions.label')}
      className="s-suggest"
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.kind}:${suggestion.id}`}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          className="s-suggest-option"
          onMouseEnter={() => setActive(index)}
          onClick={() => {
            setDismissed(true);
            void navigate(suggestionPath(suggestion));
          }}
        >
          <span className="s-suggest-icon">
            <PlainIcon path={icons[suggestion.kind]} />
          </span>
          <span className="s-suggest-text">
            <span className="s-suggest-label">{suggestion.label}</span>
            <span className="s-suggest-detail">
              {[t(`search.suggestions.kind.${suggestion.kind}`), detailOf(suggestion)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
