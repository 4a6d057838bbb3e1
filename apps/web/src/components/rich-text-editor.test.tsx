import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

const LABEL = 'Deskripsi';

function Controlled(
  props: Partial<RichTextEditorProps> & { initial?: string; spy?: (html: string) => void },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <RichTextEditor
        id="uji"
        label={LABEL}
        helperText="Bantuan"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.spy?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Dari luar</p>')}>
        reset
      </button>
    </>
  );
}

/** The editable area once the lazy editor chunk has loaded, and its TipTap editor. */
async function editable() {
  const box = await screen.findByRole('textbox', { name: LABEL }, { timeout: 5000 });
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  return { box, editor };
}

const button = (name: string) => screen.getByRole('button', { name });

async function selectAllAnd(name: string) {
  const { editor } = await editable();
  act(() => {
    editor.commands.selectAll();
  });
  fireEvent.click(button(name));
}

describe('RichTextEditor', () => {
  it('labels its editable area and every toolbar button, and describes the field by its helper text', async () => {
    renderUi(<Controlled />);
    const { box } = await editable();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('uji-helper-text');
    expect(screen.getByText('Bantuan').getAttribute('id')).toBe('uji-helper-text');
    const toolbar = screen.getByRole('toolbar', { name: 'Format teks' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual([
      'Tebal',
      'Miring',
      'Judul bagian',
      'Subjudul',
      'Daftar berpoin',
      'Daftar bernomor',
      'Kutipan',
      'Tautan',
      'Urungkan',
      'Ulangi',
      'Pratinjau (dengan rumus)',
    ]);
    expect(button('Tebal').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows an error instead of the helper text and marks the area invalid', async () => {
    renderUi(<Controlled error="Deskripsi terlalu panjang." />);
    const { box } = await editable();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Deskripsi terlalu panjang.');
    expect(screen.queryByText('Bantuan')).toBeNull();
  });

  it('round-trips the sanitiser-safe HTML it is given, and follows a value set from outside', async () => {
    const html =
      '<h2>Isi</h2><p>Rumus <strong>tebal</strong> dan <em>miring</em>: $x^2$</p>' +
      '<ul><li><p>Satu</p></li></ul><ol><li><p>Dua</p></li></ol><blockquote><p>Kutip</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://scola.id">tautan</a></p>';
    const spy = vi.fn();
    renderUi(<Controlled initial={html} spy={spy} />);
    const { editor, box } = await editable();
    expect(editor.getHTML()).toBe(html);
    expect(within(box).getByRole('heading', { level: 2, name: 'Isi' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(editor.getHTML()).toBe('<p>Dari luar</p>'));
    expect(spy.mock.calls).toEqual([]);
  });

  it('makes the selection bold and italic from the toolbar, and undoes and redoes it', async () => {
    const spy = vi.fn();
    renderUi(<Controlled initial="<p>Halo</p>" spy={spy} />);
    await selectAllAnd('Tebal');
    expect(spy).toHaveBeenLastCalledWith('<p><strong>Halo</strong></p>');
    expect(button('Tebal').getAttribute('aria-pressed')).toBe('true');
    await selectAllAnd('Miring');
    expect(spy).toHaveBeenLastCalledWith('<p><strong><em>Halo</em></strong></p>');
    fireEvent.click(button('Urungkan'));
    fireEvent.click(button('Urungkan'));
    expect(spy).toHaveBeenLastCalledWith('<p>Halo</p>');
    fireEvent.click(button('Ulangi'));
    expect(spy).toHaveBeenLastCalledWith('<p><strong>Halo</strong></p>');
  });

  it.each([
    ['Judul bagian', '<h2>Halo</h2>'],
    ['Subjudul', '<h3>Halo</h3>'],
    ['Daftar berpoin', '<ul><li><p>Halo</p></li></ul>'],
    ['Daftar bernomor', '<ol><li><p>Halo</p></li></ol>'],
    ['Kutipan', '<blockquote><p>Halo</p></blockquote>'],
  ])('turns the paragraph into a block with "%s"', async (name, html) => {
    const spy = vi.fn();
    renderUi(<Controlled initial="<p>Halo</p>" spy={spy} />);
    await selectAllAnd(name);
    expect(spy).toHaveBeenLastCalledWith(html);
  });

  it('links the selection to a web address and refuses a javascript: address', async () => {
    const spy = vi.fn();
    renderUi(<Controlled initial="<p>Scola</p>" spy={spy} />);
    await selectAllAnd('Tautan');
    const dialog = await screen.findByRole('dialog', { name: 'Tambah tautan' });
    const url = within(dialog).getByRole('textbox', { name: 'Alamat tautan' });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Gunakan alamat web https:// atau mailto:.')).toBeTruthy();
    expect(spy.mock.calls).toEqual([]);

    fireEvent.change(url, { target: { value: 'scola.id/materi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(spy).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://scola.id/materi">Scola</a></p>',
    );
  });

  it('moves between toolbar buttons with the arrow keys, Home and End', async () => {
    renderUi(<Controlled initial="<p>Halo</p>" />);
    await editable();
    const toolbar = screen.getByRole('toolbar');
    button('Tebal').focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Miring'));
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(button('Pratinjau (dengan rumus)'));
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Tebal'));
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Pratinjau (dengan rumus)'));
  });

  it('previews the text as the public pages show it', async () => {
    renderUi(<Controlled initial="<p>Luas $r^2$</p>" />);
    await editable();
    fireEvent.click(button('Pratinjau (dengan rumus)'));
    expect(button('Pratinjau (dengan rumus)').getAttribute('aria-pressed')).toBe('true');
    expect((button('Tebal') as HTMLButtonElement).disabled).toBe(true);
    const preview = document.querySelector('[data-rich-text]');
    expect(preview?.innerHTML).toBe('<p>Luas $r^2$</p>');
  });

  it('works as a react-hook-form field through Controller', async () => {
    const submitted = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { description: '<p>Awal</p>' } });
      return (
        <form onSubmit={(event) => void form.handleSubmit((values) => void submitted(values))(event)}>
          <Controller
            name="description"
            control={form.control}
            render={({ field }) => (
              <RichTextEditor id="rhf" label={LABEL} value={field.value} onChange={field.onChange} />
            )}
          />
          <button type="submit">Kirim</button>
        </form>
      );
    }
    renderUi(<Form />);
    await selectAllAnd('Tebal');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ description: '<p><strong>Awal</strong></p>' }),
    );
  });
});
