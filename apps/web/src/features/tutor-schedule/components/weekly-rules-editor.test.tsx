import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { type RangeDraft, weekdayNumbers } from './availability-draft';
import { WeeklyRulesEditor } from './weekly-rules-editor';

let latest: Record<number, RangeDraft[]> = {};

function Harness({ invalid = new Set<string>() }: { invalid?: Set<string> }) {
  const [weekly, setWeekly] = useState<Record<number, RangeDraft[]>>(() => {
    const initial: Record<number, RangeDraft[]> = {};
    for (const day of weekdayNumbers) initial[day] = [];
    initial[1] = [{ key: 'monday-1', start: '16:00', end: '20:00' }];
    return initial;
  });
  // What the editor last handed back (recorded in its change handler, not during render).
  const onChange = (next: Record<number, RangeDraft[]>) => {
    latest = next;
    setWeekly(next);
  };
  return <WeeklyRulesEditor weekly={weekly} invalid={invalid} onChange={onChange} />;
}

describe('WeeklyRulesEditor', () => {
  it('adds a range after the day’s last one, edits it by its labelled inputs and removes it', async () => {
    renderUi(<Harness />);
    expect(await screen.findByLabelText('Jam mulai Senin')).toHaveProperty('value', '16:00');
    expect(screen.getAllByText('Tidak tersedia')).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Tambah jam pada hari Senin' }));
    expect(latest[1]?.map((range) => `${range.start}-${range.end}`)).toEqual(['16:00-20:00', '20:00-22:00']);

    fireEvent.click(screen.getByRole('button', { name: 'Tambah jam pada hari Minggu' }));
    fireEvent.change(screen.getByLabelText('Jam mulai Minggu'), { target: { value: '09:30' } });
    expect(latest[7]?.map((range) => `${range.start}-${range.end}`)).toEqual(['09:30-20:00']);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus rentang Senin 16:00–20:00' }));
    expect(latest[1]?.map((range) => `${range.start}-${range.end}`)).toEqual(['20:00-22:00']);
  });

  it('marks an invalid range with its message', async () => {
    renderUi(<Harness invalid={new Set(['monday-1'])} />);
    expect(await screen.findByText('Jam selesai harus setelah jam mulai.')).toBeTruthy();
  });
});
