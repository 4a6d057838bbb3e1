/**
 * KaTeX, loaded on first use only (with its stylesheet and fonts, bundled locally): the landing page and the pages
 * without maths never download it (DESIGN.md §8).
 */
import type { KatexOptions } from 'katex';
import type katexModule from 'katex';
import type renderMathInElement from 'katex/contrib/auto-render';

type Katex = typeof katexModule;
type RenderMathInElement = typeof renderMathInElement;

let katex: Promise<Katex> | undefined;
let autoRender: Promise<RenderMathInElement> | undefined;

const stylesheet = () => import('katex/dist/katex.min.css');

export function loadKatex(): Promise<Katex> {
  katex ??= Promise.all([import('katex'), stylesheet()]).then(([module]) => module.default);
  return katex;
}

export function loadAutoRender(): Promise<RenderMathInElement> {
  autoRender ??= Promise.all([import('katex/contrib/auto-render'), stylesheet()]).then(
    ([module]) => module.default,
  );
  return autoRender;
}

/** Whether a text holds `$…$` / `$$…$$` / `\(…\)` / `\[…\]` maths worth loading KaTeX for. */
export function hasMaths(text: string): boolean {
  return /\$[^$]+\$|\\\(|\\\[/.test(text);
}

/** KaTeX options of the site: never throw on bad input (the source stays visible), MathML for screen readers. */
export const katexOptions: KatexOptions = { throwOnError: false, output: 'htmlAndMathml' };

export const mathDelimiters = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '$', right: '$', display: false },
  { left: '\\(', right: '\\)', display: false },
];
