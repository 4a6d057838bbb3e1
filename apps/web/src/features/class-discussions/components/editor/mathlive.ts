/**
 * MathLive, loaded on first use of the formula dialog (it is ~200 KB gzip: only the discussion editor's chunk
 * imports this file). Its fonts come bundled through its stylesheet, so it never fetches them from a path of its own;
 * no keypress sounds.
 */
export interface MathfieldLike {
  element: HTMLElement;
  setValue(latex: string): void;
}

type Create = (latex: string, label: string, onInput: (latex: string) => void) => MathfieldLike;

let loaded: Promise<Create> | undefined;

export function loadMathLive(): Promise<Create> {
  loaded ??= Promise.all([import('mathlive'), import('mathlive/fonts.css')]).then(([module]) => {
    const { MathfieldElement } = module;
    MathfieldElement.fontsDirectory = null;
    MathfieldElement.soundsDirectory = null;
    return (latex, label, onInput) => {
      const field = new MathfieldElement();
      field.value = latex;
      field.setAttribute('aria-label', label);
      field.setAttribute('data-testid', 'formula-visual');
      field.addEventListener('input', () => onInput(field.value));
      return {
        element: field,
        setValue(value) {
          if (field.value !== value) field.value = value;
        },
      };
    };
  });
  return loaded;
}
