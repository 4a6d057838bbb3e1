import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { MathFormula } from '../../../../components/math-formula';

/** Opens the formula dialog for a formula of the document (set by the editor that owns the nodes). */
export interface MathNodeOptions {
  onEdit: (latex: string, display: boolean, save: (latex: string) => void) => void;
}

function MathView({ node, updateAttributes, extension, selected }: ReactNodeViewProps) {
  const display = node.type.name === 'mathBlock';
  const latex = String(node.attrs.latex ?? '');
  const options = extension.options as MathNodeOptions;
  const edit = () => options.onEdit(latex, display, (next) => updateAttributes({ latex: next }));
  return (
    <NodeViewWrapper
      as={display ? 'div' : 'span'}
      role="button"
      tabIndex={0}
      aria-label={latex}
      data-math-node={display ? 'block' : 'inline'}
      onClick={edit}
      onKeyDown={(event: { key: string; preventDefault: () => void }) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        edit();
      }}
      style={{
        cursor: 'pointer',
        borderRadius: 4,
        outline: selected ? '2px solid currentColor' : undefined,
        display: display ? 'block' : 'inline-block',
      }}
    >
      <MathFormula tex={latex} display={display} />
    </NodeViewWrapper>
  );
}

function mathNode(name: 'mathInline' | 'mathBlock') {
  const inline = name === 'mathInline';
  const tag = inline ? 'span' : 'div';
  return Node.create<MathNodeOptions>({
    name,
    group: inline ? 'inline' : 'block',
    inline,
    atom: true,
    selectable: true,
    addOptions: () => ({ onEdit: () => undefined }),
    addAttributes: () => ({ latex: { default: '' } }),
    parseHTML: () => [
      {
        tag: `${tag}[data-latex]`,
        getAttrs: (element) => ({ latex: element.getAttribute('data-latex') ?? '' }),
      },
    ],
    renderHTML: ({ HTMLAttributes }) => [
      tag,
      mergeAttributes({ 'data-latex': HTMLAttributes.latex as string }),
      HTMLAttributes.latex as string,
    ],
    addNodeView: () => ReactNodeViewRenderer(MathView),
  });
}

/** Formulas in the text and on their own line: LaTeX in an attribute, typeset by KaTeX, edited with MathLive. */
export const MathInline = mathNode('mathInline');
export const MathBlock = mathNode('mathBlock');
