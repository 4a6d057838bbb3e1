import type { TutorApplication } from '@scola/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../test/app-session';
import { ApplicationWizard } from './application-wizard';

const document = (id: string, kind: 'ktp' | 'ijazah') => ({
  id,
  kind,
  fileName: `${kind}.pdf`,
  mime: 'application/pdf',
  url: null,
  createdAt: '2026-11-26T09:00:00.000Z',
});

const application = (changes: Partial<TutorApplication> = {}): TutorApplication => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'draft',
  biodata: {
    fullName: 'Sari Wijaya',
    phone: '081234567890',
    city: 'Bandung',
    province: 'Jawa Barat',
    latitude: null,
    longitude: null,
  },
  teaching: {
    expertiseIds: [],
    subjectIds: ['4b6a4b1e-3c1a-4b7e-9b8f-2a1d3c4e5f60'],
    levels: ['SMA'],
    education: 'S1 Fisika',
    experience: '',
    hourlyRate: 100_000,
  },
  documents: [
    document('00000000-0000-4000-8000-000000000001', 'ktp'),
    document('00000000-0000-4000-8000-000000000002', 'ijazah'),
  ],
  reviewNote: null,
  submittedAt: null,
  decidedAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...changes,
});

const props = {
  options: { expertise: [], subjects: [], loading: false },
  names: {
    expertise: new Map<string, string>(),
    subjects: new Map([['4b6a4b1e-3c1a-4b7e-9b8f-2a1d3c4e5f60', 'Fisika (SMA)']]),
  },
};

describe('ApplicationWizard', () => {
  it('opens at the first step the server does not have yet', async () => {
    await renderWithSession(
      <ApplicationWizard application={application({ teaching: null })} {...props} onSubmitted={vi.fn()} />,
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { name: 'Langkah 2 dari 4: Data mengajar' })).toBeTruthy();
  });

  it('shows the server’s APPLICATION_INCOMPLETE details next to the step they concern', async () => {
    const onSubmitted = vi.fn();
    const { api } = await renderWithSession(
      <ApplicationWizard application={application()} {...props} onSubmitted={onSubmitted} />,
      { signedIn: true },
    );
    // The card was removed in another tab meanwhile: the server refuses and names it.
    api.on('POST', '/api/pendaftaran-tutor/kirim', {
      status: 422,
      body: {
        error: {
          code: 'APPLICATION_INCOMPLETE',
          message: 'Pendaftaran belum lengkap.',
          details: { missing: ['ktp'] },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Langkah 4 dari 4: Periksa & kirim' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim pendaftaran' }));

    const documents = documentsSection();
    expect(await within(documents).findByText('KTP belum diunggah.')).toBeTruthy();
    expect(screen.getByText(/Pendaftaran belum lengkap. Lengkapi bagian yang ditandai/)).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows the admin’s reason and offers to send again after changes were asked for', async () => {
    const onSubmitted = vi.fn();
    const { api } = await renderWithSession(
      <ApplicationWizard
        application={application({ status: 'needs_changes', reviewNote: 'Foto KTP buram.' })}
        {...props}
        onSubmitted={onSubmitted}
      />,
      { signedIn: true },
    );
    api.on('POST', '/api/pendaftaran-tutor/kirim', () => ({
      body: { data: application({ status: 'submitted', submittedAt: '2026-11-26T10:00:00.000Z' }) },
    }));
    expect(await screen.findByText('Foto KTP buram.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang pendaftaran' }));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/pendaftaran-tutor/kirim')).toHaveLength(1);
  });
});

function documentsSection(): HTMLElement {
  const section = window.document.querySelector<HTMLElement>('[data-review-section="documents"]');
  if (!section) throw new Error('no documents section in the review');
  return section;
}
