import { screen } from '@testing-library/react';
import type { MaterialDetail } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { PurchaseActionContext } from '../../../components/detail-layout';
import { materialCard } from '../../../test/catalogue-fixtures';
import { renderUi } from '../../../test/render-ui';
import { MaterialPreviewView } from './material-preview-view';

const material: MaterialDetail = { ...materialCard({ pageCount: 16, previewPages: 3 }), description: 'Isi.' };

describe('MaterialPreviewView', () => {
  it('reads the preview PDF in the page when the browser has a PDF viewer', () => {
    renderUi(<MaterialPreviewView material={material} inline />);
    const frame = screen.getByTitle('Pratinjau PDF: Rumus Cepat Trigonometri');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(material.previewUrl);
    expect(screen.getByText('Pratinjau 3 dari 16 halaman')).toBeTruthy();
  });

  it('offers the PDF as a download, saying why, when it cannot be shown inline', () => {
    renderUi(<MaterialPreviewView material={material} inline={false} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/tidak dapat menampilkan PDF/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Unduh pratinjau (PDF)' });
    expect(links.every((link) => link.getAttribute('href') === material.previewUrl)).toBe(true);
  });

  it('shows the sale price, the regular one struck, and the action the page provides in the purchase bar', () => {
    const onSale: MaterialDetail = { ...material, price: 50_000, salePrice: 35_000, finalPrice: 35_000 };
    renderUi(
      <PurchaseActionContext value={<button type="button">Tambah ke keranjang</button>}>
        <MaterialPreviewView material={onSale} inline />
      </PurchaseActionContext>,
    );
    const bar = screen.getByRole('region', { name: 'Versi lengkap: Rumus Cepat Trigonometri' });
    expect(bar.textContent).toContain('Rp\u00a035.000');
    expect(bar.querySelector('del')?.textContent).toContain('Rp\u00a050.000');
    expect(bar.querySelector('button')?.textContent).toBe('Tambah ke keranjang');
  });

  it('shows no purchase bar when the page provides no action', () => {
    renderUi(<MaterialPreviewView material={material} inline />);
    expect(document.querySelector('[data-preview-purchase]')).toBeNull();
  });
});
