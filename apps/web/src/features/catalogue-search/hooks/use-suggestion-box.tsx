import {
  type ComponentType,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';

/** What the suggestion list tells its field: whether it shows, and which option is highlighted. */
export interface SuggestionState {
  open: boolean;
  activeId: string | undefined;
}

/** The field's key presses, handled by the list while it is loaded (arrows, Enter on an option, Esc). */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SuggestionListProps {
  /** The listbox's id (the field's `aria-controls`); option ids are derived from it. */
  id: string;
  /** What the field holds now. */
  text: string;
  /** Whether the field has the focus (the list shows only then). */
  focused: boolean;
  keysRef: RefObject<SuggestionKeys | null>;
  onState: (state: SuggestionState) => void;
}

/** The combobox attributes and handlers of a search field with suggestions, and the list to render beside it. */
export interface SuggestionBox {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { role: 'combobox' };
  list: ReactNode;
}

const closed: SuggestionState = { open: false, activeId: undefined };

/** The suggestion list's code. It reads with TanStack Query: render it where a query client is provided. */
export const loadSuggestionList = (): Promise<ComponentType<SuggestionListProps>> =>
  import('../components/suggestion-list').then((module) => module.SuggestionList);

/**
 * A search field as a WAI-ARIA combobox whose suggestions (`GET /api/cari/saran`) load with their code on first
 * focus: the landing page carries only this hook (ADR 0061), the list, its requests and its styles come later.
 * Enter without a highlighted option is left to the form (the search is submitted as before). `loadList` loads the
 * list; a page without a query client (the landing page) gives one that brings its own (`QueryScope`).
 */
export function useSuggestionBox(
  text: string,
  loadList: () => Promise<ComponentType<SuggestionListProps>> = loadSuggestionList,
): SuggestionBox {
  const id = useId();
  const [List, setList] = useState<ComponentType<SuggestionListProps> | null>(null);
  const [focused, setFocused] = useState(false);
  const [state, setState] = useState<SuggestionState>(closed);
  const keys = useRef<SuggestionKeys | null>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadList().then(
      (component) => setList(() => component),
      // Offline or a new deployment: the field keeps working without suggestions; the next focus tries again.
      () => {
        loading.current = false;
      },
    );
  };

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': state.open,
      'aria-controls': state.open ? id : undefined,
      'aria-activedescendant': state.open ? state.activeId : undefined,
      autoComplete: 'off',
      onFocus: () => {
        setFocused(true);
        load();
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event) => keys.current?.(event),
    },
    list: List ? <List id={id} text={text} focused={focused} keysRef={keys} onState={setState} /> : null,
  };
}
