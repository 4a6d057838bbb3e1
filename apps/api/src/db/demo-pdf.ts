import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * Writes the small, real PDF files of the demo materials: a cover page, then one page per section with a heading,
 * explanations and exercises in Indonesian. Deterministic (fixed dates), a few KB per page.
 */

export interface MaterialPdfContent {
  title: string;
  /** e.g. "Matematika · SMA". */
  subtitle: string;
  author: string;
  pageCount: number;
  /** Section titles, cycled through the content pages. */
  chapters: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0.082, 0.396, 0.753);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** The standard fonts only encode WinAnsi: replace the few typographic characters outside it. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  private y: number;
  constructor(
    private readonly page: PDFPage,
    top: number,
  ) {
    this.y = top;
  }

  paragraph(text: string, font: PDFFont, size: number, color = INK, gap = 8) {
    const width = A4[0] - 2 * MARGIN;
    for (const line of wrap(text, font, size, width)) {
      if (this.y < MARGIN + size) return;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
      this.y -= size * 1.45;
    }
    this.y -= gap;
  }
}

function explanations(chapter: string, index: number): string[] {
  const topic = chapter.toLowerCase();
  return [
    `Pada bagian ini kita mempelajari ${topic} secara bertahap: mulai dari pengertian dasar, contoh sehari-hari, sampai bentuk soal yang sering muncul di ujian sekolah.`,
    `Bacalah ringkasan berikut dengan teliti. Garis bawahi istilah penting, lalu coba jelaskan kembali dengan kata-katamu sendiri sebelum melanjutkan ke contoh soal.`,
    `Contoh ${index}: perhatikan langkah penyelesaian yang ditulis runtut. Setiap langkah memakai satu konsep saja, sehingga kesalahan mudah ditemukan saat memeriksa kembali jawaban.`,
    `Tips belajar: kerjakan latihan tanpa melihat pembahasan terlebih dahulu. Jika macet lebih dari lima menit, baca lagi ringkasan di atas, lalu coba sekali lagi.`,
  ];
}

function exercises(chapter: string, index: number): string[] {
  const topic = chapter.toLowerCase();
  return [
    `${index}.1  Jelaskan konsep utama ${topic} dan berikan satu contoh dari kehidupan sehari-hari.`,
    `${index}.2  Tuliskan langkah-langkah penyelesaian soal tentang ${topic} secara runtut.`,
    `${index}.3  Buatlah satu soal sendiri tentang ${topic}, lalu tukarkan dengan temanmu.`,
  ];
}

function header(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, title: string, label: string) {
  page.drawRectangle({ x: 0, y: A4[1] - 40, width: A4[0], height: 40, color: BRAND });
  page.drawText('Scola', { x: MARGIN, y: A4[1] - 26, size: 14, font: fonts.bold, color: rgb(1, 1, 1) });
  const short = wrap(title, fonts.regular, 10, 300)[0] ?? '';
  page.drawText(short, { x: MARGIN + 60, y: A4[1] - 25, size: 10, font: fonts.regular, color: rgb(1, 1, 1) });
  const width = fonts.regular.widthOfTextAtSize(label, 10);
  page.drawText(label, {
    x: A4[0] - MARGIN - width,
    y: A4[1] - 25,
    size: 10,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
}

/** A PDF of exactly `content.pageCount` pages. */
export async function renderMaterialPdf(content: MaterialPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(content.title));
  pdf.setAuthor(winAnsi(content.author));
  pdf.setSubject(winAnsi(content.subtitle));
  pdf.setProducer('Scola');
  pdf.setCreator('Scola');
  pdf.setLanguage('id-ID');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  const cover = pdf.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 260, width: A4[0], height: 260, color: BRAND });
  cover.drawText('Scola', { x: MARGIN, y: A4[1] - 70, size: 28, font: fonts.bold, color: rgb(1, 1, 1) });
  cover.drawText('Materi belajar', {
    x: MARGIN,
    y: A4[1] - 95,
    size: 12,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  const coverText = new Writer(cover, A4[1] - 320);
  coverText.paragraph(content.title, fonts.bold, 26, INK, 16);
  coverText.paragraph(content.subtitle, fonts.regular, 14, MUTED, 24);
  coverText.paragraph(`Disusun oleh ${content.author}`, fonts.regular, 12, INK);
  coverText.paragraph(`${content.pageCount} halaman`, fonts.regular, 12, MUTED, 24);
  coverText.paragraph('Daftar isi', fonts.bold, 13);
  content.chapters.forEach((chapter, index) =>
    coverText.paragraph(`${index + 1}. ${chapter}`, fonts.regular, 11, INK, 2),
  );

  for (let number = 2; number <= content.pageCount; number += 1) {
    const page = pdf.addPage(A4);
    const index = number - 1;
    const chapter = content.chapters[(index - 1) % content.chapters.length] ?? content.title;
    header(page, fonts, content.title, `Halaman ${number} dari ${content.pageCount}`);
    const text = new Writer(page, A4[1] - 90);
    text.paragraph(`Bagian ${index}: ${chapter}`, fonts.bold, 18, BRAND, 14);
    for (const paragraph of explanations(chapter, index)) text.paragraph(paragraph, fonts.regular, 11.5);
    text.paragraph('Latihan', fonts.bold, 13, INK, 6);
    for (const exercise of exercises(chapter, index)) text.paragraph(exercise, fonts.regular, 11.5, INK, 4);
  }
  return pdf.save({ useObjectStreams: true });
}
