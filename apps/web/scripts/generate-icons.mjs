/**
 * Writes the PWA icons (apps/web/public/icons) from the favicon. Run by hand when the logo changes
 * (`node apps/web/scripts/generate-icons.mjs`) and commit the PNGs: the build does not depend on sharp (ADR 0053).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${web}public/icons`;
const brand = '#1746a2';
const anySizes = [64, 128, 192, 256, 384, 512];
const maskableSizes = [192, 512];
// A maskable icon's visible part is the centred circle of 80 % of its side (W3C safe zone); the logo is drawn
// inside 60 % so no mask shape cuts it, on a full-bleed background of the logo's own blue.
const maskableLogoShare = 0.6;

const svg = await readFile(`${web}public/favicon.svg`);
await mkdir(outDir, { recursive: true });

const render = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size);

for (const size of anySizes) {
  await render(size).png({ compressionLevel: 9 }).toFile(`${outDir}/icon-${size}.png`);
}

for (const size of maskableSizes) {
  const logo = Math.round(size * maskableLogoShare);
  const inset = Math.round((size - logo) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: await render(logo).png().toBuffer(), top: inset, left: inset }])
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}/maskable-${size}.png`);
}

// iOS ignores the manifest's icons and crops nothing: a 180 px square without transparency.
await sharp({ create: { width: 180, height: 180, channels: 4, background: brand } })
  .composite([{ input: await render(180).png().toBuffer() }])
  .png({ compressionLevel: 9 })
  .toFile(`${outDir}/apple-touch-icon-180.png`);
