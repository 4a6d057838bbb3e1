import { describe, expect, it } from 'vitest';
import { collectionPagePath, itemPagePath, itemTypeLabelKey } from './commerce-items';

const ID = '0b7f6f2e-6f1b-4b8a-9c55-6a3c2f1d9e01';

describe('where a bought item lives', () => {
  it('links a paid study room to its room page and the student’s rooms', () => {
    expect(itemPagePath('study-room', ID)).toBe(`/study-room/${ID}`);
    expect(collectionPagePath('study-room')).toBe('/beranda/ruang-belajar');
    expect(itemTypeLabelKey('study-room')).toBe('cart.itemType.study-room');
  });

  it('keeps the catalogue items on their catalogue pages', () => {
    expect(itemPagePath('kelas', ID)).toBe(`/kelas/${ID}`);
    expect(collectionPagePath('kelas-paket')).toBe('/beranda/koleksi-kelas');
  });
});
