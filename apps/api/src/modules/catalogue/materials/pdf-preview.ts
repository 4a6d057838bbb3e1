import { PDFDocument } from 'pdf-lib';

/** A new PDF made of the first `pages` pages of `pdf` (all of them when it has fewer). */
export async function firstPagesOf(pdf: Uint8Array, pages: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  const preview = await PDFDocument.create({ updateMetadata: false });
  const count = Math.min(pages, source.getPageCount());
  const copied = await preview.copyPages(
    source,
    Array.from({ length: count }, (_, index) => index),
  );
  for (const page of copied) preview.addPage(page);
  preview.setTitle(`${source.getTitle() ?? 'Materi Scola'} (pratinjau)`);
  preview.setProducer('Scola');
  preview.setCreator('Scola');
  const fixed = source.getCreationDate() ?? new Date(0);
  preview.setCreationDate(fixed);
  preview.setModificationDate(fixed);
  return preview.save();
}

/** The number of pages of a PDF. */
export async function pageCountOf(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}
