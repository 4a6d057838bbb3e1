import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  classPackageFixture,
  liveClassCard,
  materialCard,
  skillCourseCard,
  tutorCard,
} from '../test/catalogue-fixtures';
import { renderUi } from '../test/render-ui';
import { ClassCard } from './class-card';
import { ClassCardCompact } from './class-card-compact';
import { CourseCard } from './course-card';
import { ExpertiseCard } from './expertise-card';
import { MaterialCard } from './material-card';
import { PackageCard } from './package-card';
import { TutorCard } from './tutor-card';

const NBSP = '\u00a0';
const card = (kind: string) => document.querySelector<HTMLElement>(`[data-card="${kind}"]`)!;

describe('catalogue cards', () => {
  it('class card: one link (the title) to the class, facts in Indonesian, sale price with the old one struck', () => {
    renderUi(<ClassCard liveClass={liveClassCard()} />);
    const root = card('class');
    const links = within(root).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/kelas/adb235ec-2dce-425c-a4ef-282d9a26db28');
    expect(within(root).getByRole('heading', { level: 3 }).textContent).toBe('Fungsi Kuadrat dan Grafiknya');
    expect(root.textContent).toContain('Mulai 24 Nov 2026 · 4 sesi');
    expect(root.textContent).toContain('12 kursi tersisa');
    expect(root.textContent).toContain('Kelas grup');
    expect(root.querySelector('[data-price]')?.firstElementChild?.textContent).toBe(`Rp${NBSP}149.000`);
    const old = root.querySelector('del');
    expect(old?.textContent).toBe(`Harga normal Rp${NBSP}175.000`);
    expect(within(root).getByRole('img', { name: 'Rating 4,5 dari 5, 6 ulasan' })).toBeTruthy();
  });

  it('class card: full classes and classes without a sale', () => {
    renderUi(<ClassCard liveClass={liveClassCard({ seatsLeft: 0, salePrice: null, finalPrice: 175_000 })} />);
    expect(card('class').textContent).toContain('Kursi penuh');
    expect(card('class').querySelector('del')).toBeNull();
  });

  it('class card 2 (compact): numbered row with subject, level and price', () => {
    renderUi(<ClassCardCompact liveClass={liveClassCard()} position={2} headingLevel="h4" />);
    const root = card('class-compact');
    expect(root.textContent).toContain('2. Matematika · SMA · Kelas grup');
    expect(within(root).getByRole('heading', { level: 4 })).toBeTruthy();
    expect(within(root).getByRole('link').getAttribute('href')).toBe(
      '/kelas/adb235ec-2dce-425c-a4ef-282d9a26db28',
    );
  });

  it('material card: free materials say "Gratis", with pages and the preview length', () => {
    renderUi(<MaterialCard material={materialCard()} />);
    const root = card('material');
    expect(within(root).getAllByText('Gratis').length).toBeGreaterThan(0);
    expect(root.textContent).toContain('6 halaman · pratinjau 2 halaman');
    expect(within(root).getByRole('link').getAttribute('href')).toBe(
      '/materi/detil/b4296e61-f9cd-487b-bc8c-7feacd03afb8',
    );
  });

  it('material card: on sale, the sale price with the regular one struck', () => {
    renderUi(
      <MaterialCard
        material={materialCard({ price: 50_000, salePrice: 35_000, finalPrice: 35_000, isFree: false })}
      />,
    );
    const root = card('material');
    expect(root.querySelector('[data-price]')?.firstElementChild?.textContent).toBe(`Rp${NBSP}35.000`);
    expect(root.querySelector('del')?.textContent).toBe(`Harga normal Rp${NBSP}50.000`);
  });

  it('course card: lessons, length and free previews; no rating yet', () => {
    renderUi(<CourseCard course={skillCourseCard()} />);
    const root = card('course');
    expect(root.textContent).toContain('6 pelajaran · 1 jam 17 menit');
    expect(root.textContent).toContain('2 pelajaran gratis');
    expect(root.textContent).toContain('Belum ada ulasan');
    expect(root.querySelector('[data-price]')?.textContent).toBe(`Rp${NBSP}229.000`);
  });

  it('package card: package price, separate prices struck, the saving', () => {
    renderUi(<PackageCard classPackage={classPackageFixture()} />);
    const root = card('package');
    expect(root.textContent).toContain('3 kelas');
    expect(root.textContent).toContain(`Hemat Rp${NBSP}85.000`);
    expect(root.querySelector('del')?.textContent).toContain(`Rp${NBSP}584.000`);
  });

  it('tutor card: initials, name linking to the profile, city, expertise and counts', () => {
    renderUi(<TutorCard tutor={tutorCard()} />);
    const root = card('tutor');
    expect(root.textContent).toContain('BS');
    expect(within(root).getByRole('link', { name: 'Budi Santoso' }).getAttribute('href')).toBe(
      '/tutor/detil/55429ae1-ab48-4ac8-8460-49fde89c817f',
    );
    expect(root.textContent).toContain('Yogyakarta');
    expect(within(root).getByRole('list', { name: 'Keahlian' }).textContent).toBe('Matematika');
    expect(root.textContent).toContain('3 kelas · 1 kursus');
    expect(root.querySelector('[data-tutor-rate]')?.textContent).toBe(`Bimbel mulai Rp${NBSP}150.000/jam`);
  });

  it('tutor card of a tutor without bimbel: no rate line', () => {
    renderUi(<TutorCard tutor={tutorCard({ hourlyRate: null })} />);
    expect(card('tutor').querySelector('[data-tutor-rate]')).toBeNull();
    expect(card('tutor').textContent).not.toContain('Bimbel mulai');
  });

  it('tutor card in a list: a free trial link to the sign-up form, above the card-wide profile link', () => {
    renderUi(<TutorCard tutor={tutorCard()} trial />);
    const root = card('tutor');
    const trial = within(root).getByRole('link', { name: 'Coba gratis bersama Budi Santoso' });
    expect(trial.getAttribute('href')).toBe('/daftarfreetrial');
    expect(trial.textContent).toBe('Coba gratis');
  });

  it('tutor card elsewhere (a class page): no trial link', () => {
    renderUi(<TutorCard tutor={tutorCard()} />);
    expect(within(card('tutor')).queryByRole('link', { name: /Coba gratis/ })).toBeNull();
  });

  it('expertise card: a tile leading where it says', () => {
    renderUi(<ExpertiseCard name="Fisika" caption="Akademik" to="/tutor?keahlian=fisika" />);
    const root = card('expertise');
    expect(within(root).getByRole('link', { name: 'Fisika' }).getAttribute('href')).toBe(
      '/tutor?keahlian=fisika',
    );
    expect(root.textContent).toContain('Akademik');
  });
});
