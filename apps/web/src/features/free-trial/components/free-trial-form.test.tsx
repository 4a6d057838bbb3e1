import type { Subject } from '@scola/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { FreeTrialForm } from './free-trial-form';

const subjects: Subject[] = [
  { id: '5f0c8a1e-2b3d-4c5e-8f90-1a2b3c4d5e01', name: 'Matematika', slug: 'matematika-sma', level: 'SMA' },
  { id: '5f0c8a1e-2b3d-4c5e-8f90-1a2b3c4d5e02', name: 'Matematika', slug: 'matematika-smp', level: 'SMP' },
];

describe('FreeTrialForm', () => {
  it('names every missing answer and sends nothing', async () => {
    const onValid = vi.fn();
    renderUi(<FreeTrialForm subjects={subjects} submitLabel="Kirim" onValid={onValid} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Pilih jenjang.')).toBeTruthy();
    expect(screen.getByText('Pilih mata pelajaran.')).toBeTruthy();
    expect(screen.getByText('Pilih paling sedikit satu hari.')).toBeTruthy();
    expect(screen.getByText('Pilih paling sedikit satu waktu.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('offers the subjects of the chosen level and sends the request in the contract’s shape', async () => {
    const onValid = vi.fn();
    renderUi(<FreeTrialForm subjects={subjects} submitLabel="Kirim" onValid={onValid} />);
    fireEvent.change(await screen.findByLabelText('Jenjang'), { target: { value: 'SMP' } });
    const subject = screen.getByLabelText('Mata pelajaran');
    await waitFor(() => expect(subject.querySelectorAll('option[value]:not([value=""])')).toHaveLength(1));
    fireEvent.change(subject, { target: { value: subjects[1]!.id } });
    // Days are sent in week order, whatever order they were ticked in.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sabtu' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Senin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Sore/ }));
    fireEvent.change(screen.getByLabelText('Catatan untuk tutor (opsional)'), {
      target: { value: '  Persiapan ujian  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      subjectId: subjects[1]!.id,
      level: 'SMP',
      preferredDays: ['mon', 'sat'],
      preferredTimes: ['afternoon'],
      note: 'Persiapan ujian',
    });
  });
});
