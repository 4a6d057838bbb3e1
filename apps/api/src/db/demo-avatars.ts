import { publicFileUrl } from '../lib/storage';
import type { FileStorage } from '../lib/storage';

/**
 * Portraits of the demo tutors, drawn here as SVG (initials over a head-and-shoulders silhouette on a gradient) and
 * written to file storage by the seed, so the demo shows photos without reaching any outside host. Served as public
 * files like uploaded photos (`/api/berkas/publik/photos/demo/<slug>.svg`).
 */

const palettes = [
  ['#1565c0', '#64b5f6'],
  ['#00695c', '#4db6ac'],
  ['#6a1b9a', '#ba68c8'],
  ['#e65100', '#ffb74d'],
  ['#ad1457', '#f48fb1'],
  ['#2e7d32', '#81c784'],
  ['#283593', '#9fa8da'],
  ['#4e342e', '#a1887f'],
] as const;

const skinTones = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'] as const;

/** A stable small number from a text (picks the colours of a name). */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const slugOf = (email: string) =>
  email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** The storage key of a demo tutor's portrait. */
export const demoPortraitKeyOf = (email: string) => `photos/demo/${slugOf(email)}.svg`;

/** The public URL of a demo tutor's portrait (what the seed stores as `photo_url`). */
export const demoPortraitUrlOf = (email: string) => publicFileUrl(demoPortraitKeyOf(email));

/** A square portrait of `name`: no script, no external reference. */
export function renderPortraitSvg(name: string): string {
  const hash = hashOf(name);
  const [from, to] = palettes[hash % palettes.length]!;
  const skin = skinTones[(hash >>> 3) % skinTones.length]!;
  const initials = initialsOf(name).replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${initials}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<path d="M40 256c0-52 40-84 88-84s88 32 88 84z" fill="#fff" fill-opacity="0.9"/>
<circle cx="128" cy="104" r="48" fill="${skin}"/>
<path d="M80 100c0-34 22-54 48-54s48 20 48 54c-10-14-28-22-48-22s-38 8-48 22z" fill="#263238" fill-opacity="0.85"/>
<text x="128" y="232" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="34" font-weight="700" fill="${from}">${initials}</text>
</svg>
`;
}

/** Writes the portraits of the given tutors that storage lacks. */
export async function ensureDemoPortraits(
  storage: FileStorage,
  tutors: readonly { email: string; name: string }[],
): Promise<void> {
  for (const tutor of tutors) {
    const key = demoPortraitKeyOf(tutor.email);
    if (!(await storage.exists(key)))
      await storage.put(key, new TextEncoder().encode(renderPortraitSvg(tutor.name)), {
        contentType: 'image/svg+xml',
      });
  }
}
