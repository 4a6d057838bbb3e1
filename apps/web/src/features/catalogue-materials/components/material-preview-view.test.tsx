import { screen } from '@testing-library/react';
import type { MaterialDetail } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
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
});
