import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { coverKeyOf } from '../modules/catalogue';
import type { FileStorage } from '../lib/storage';

/**
 * Media of the demo catalogue: cover images (SVG, drawn here) and the sample lesson videos committed under
 * apps/api/assets/videos (6-second MP4 clips made for the project with ffmpeg; see assets/README.md).
 * Both are copied into file storage by the seed, where the API serves them like uploaded files.
 */

export const assetsDir = fileURLToPath(new URL('../../assets', import.meta.url));

/** The sample videos, by storage key. */
export const sampleVideoKeys = [
  'videos/pengantar.mp4',
  'videos/praktik.mp4',
  'videos/rangkuman.mp4',
] as const;

interface CoverStyle {
  from: string;
  to: string;
  glyph: string;
  label: string;
}

/** Cover names (`coverUrlOf(name)`) and how they look. */
export const demoCovers = {
  matematika: { from: '#1565c0', to: '#42a5f5', glyph: 'x² + y²', label: 'Matematika' },
  fisika: { from: '#283593', to: '#7986cb', glyph: 'F = m·a', label: 'Fisika' },
  kimia: { from: '#00695c', to: '#4db6ac', glyph: 'H₂O', label: 'Kimia' },
  biologi: { from: '#2e7d32', to: '#81c784', glyph: 'DNA', label: 'Biologi' },
  bahasa: { from: '#6a1b9a', to: '#ba68c8', glyph: 'Aa', label: 'Bahasa' },
  sosial: { from: '#e65100', to: '#ffb74d', glyph: 'IPS', label: 'Sosial' },
  utbk: { from: '#b71c1c', to: '#e57373', glyph: 'UTBK', label: 'Persiapan UTBK' },
  teknologi: { from: '#263238', to: '#607d8b', glyph: '</>', label: 'Teknologi' },
  seni: { from: '#ad1457', to: '#f06292', glyph: '✎', label: 'Seni & Kreativitas' },
  'pengembangan-diri': { from: '#f57f17', to: '#ffd54f', glyph: '★', label: 'Pengembangan Diri' },
  paket: { from: '#0d47a1', to: '#26a69a', glyph: 'Paket', label: 'Paket Kelas' },
} as const satisfies Record<string, CoverStyle>;

export type DemoCover = keyof typeof demoCovers;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A 16:9 cover: gradient, soft circles, a large glyph and a label. No script, no external reference. */
export function renderCoverSvg(style: CoverStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(style.label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="120" fill="#fff" fill-opacity="0.08"/>
<circle cx="80" cy="330" r="90" fill="#fff" fill-opacity="0.08"/>
<text x="320" y="190" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff">${escapeXml(style.glyph)}</text>
<text x="320" y="262" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="28" fill="#fff" fill-opacity="0.9">${escapeXml(style.label)}</text>
<text x="28" y="44" font-family="Roboto, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" fill-opacity="0.85">Scola</text>
</svg>
`;
}

/**
 * The length of an MP4 in whole seconds (rounded), read from its movie header box (`mvhd`: time scale and duration,
 * version 0 or 1). Throws when the file has none.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('mvhd');
  if (at < 4) throw new Error('Not an MP4 file: no movie header (mvhd)');
  const version = view.getUint8(at + 4);
  const scaleAt = at + 8 + (version === 1 ? 16 : 8);
  const timescale = view.getUint32(scaleAt);
  const duration = version === 1 ? Number(view.getBigUint64(scaleAt + 4)) : view.getUint32(scaleAt + 4);
  if (timescale === 0) throw new Error('Not an MP4 file: zero time scale');
  return Math.round(duration / timescale);
}

/** The measured length of each sample video, by storage key (what the demo lessons state as their duration). */
export async function sampleVideoDurations(): Promise<Map<string, number>> {
  const entries = await Promise.all(
    sampleVideoKeys.map(
      async (key) =>
        [key, mp4DurationSeconds(new Uint8Array(await readFile(`${assetsDir}/${key}`)))] as const,
    ),
  );
  return new Map(entries);
}

/** Writes the covers and copies the sample videos into storage, skipping files already there. */
export async function ensureDemoMedia(storage: FileStorage): Promise<void> {
  for (const [name, style] of Object.entries(demoCovers)) {
    const key = coverKeyOf(name);
    if (!(await storage.exists(key))) await storage.put(key, new TextEncoder().encode(renderCoverSvg(style)));
  }
  for (const key of sampleVideoKeys) {
    if (!(await storage.exists(key))) {
      await storage.put(key, new Uint8Array(await readFile(`${assetsDir}/${key}`)));
    }
  }
}
