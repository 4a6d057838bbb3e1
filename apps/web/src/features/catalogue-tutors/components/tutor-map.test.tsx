import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { TutorMap } from './tutor-map';

describe('TutorMap', () => {
  it('shows the plain address when no tile source is configured', () => {
    renderUi(
      <TutorMap
        name="Budi Santoso"
        city="Yogyakarta"
        location={{ latitude: -7.7956, longitude: 110.3695 }}
        tileUrl={null}
      />,
    );
    expect(document.querySelector('[data-tutor-map]')?.getAttribute('data-tutor-map')).toBe('address');
    expect(screen.getByText('Yogyakarta, Indonesia')).toBeTruthy();
    expect(screen.getByText('Koordinat: -7,7956; 110,3695')).toBeTruthy();
    expect(document.querySelector('[data-leaflet-map]')).toBeNull();
  });

  it('says so when the tutor gave no location', () => {
    renderUi(<TutorMap name="Budi" city={null} location={null} tileUrl="/tiles/{z}/{x}/{y}.png" />);
    expect(screen.getByText('Lokasi belum diisi')).toBeTruthy();
  });
});
