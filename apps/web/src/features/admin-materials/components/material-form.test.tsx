import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { MaterialForm } from './material-form';

const subjects = [{ id: '0e0d3771-bdf0-4503-85e5-6b8e990eeedc', name: 'Fisika', level: 'SMA' as const }];
const tutors = [{ id: '0d8964e7-821c-4f6e-b20a-de09ac7a1124', name: 'Bayu Setiawan' }];
const initial = {
  title: 'Modul Gelombang',
  summary: 'Rumus gelombang.',
  description: '<p>Isi <strong>penting</strong> $v=\\lambda f$</p>',
  subjectId: subjects[0]!.id,
  level: 'SMA' as const,
  tutorId: tutors[0]!.id,
  price: 50_000,
  salePrice: null,
  previewPages: 2,
};

function renderForm(onSubmit = vi.fn()) {
  renderUi(
    <MaterialForm
      initial={initial}
      subjects={subjects}
      tutors={tutors}
      withFile={false}
      busy={false}
      error={null}
      submitLabel="Simpan perubahan"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('MaterialForm', () => {
  it('refuses a sale price that is not below the price, then sends the sale and the rich description', async () => {
    const onSubmit = renderForm();
    // The description is in the rich-text editor, as stored.
    const editor = await screen.findByRole('textbox', { name: 'Deskripsi' }, { timeout: 5000 });
    expect(editor.querySelector('strong')?.textContent).toBe('penting');

    const sale = screen.getByLabelText('Harga diskon (Rp)');
    fireEvent.change(sale, { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(screen.getByText('Harga diskon harus lebih kecil dari harga normal.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(sale, { target: { value: '35000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...initial, salePrice: 35_000 }, undefined);
  }, 20_000);

  it('sends no sale price when the field is left empty', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('textbox', { name: 'Deskripsi' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...initial, salePrice: null }, undefined);
  });
});
