import type { ScheduleForm } from './schedule-filters';

/**
 * The schedule's filters and page live in the address (`?tutor=…&tutorNama=…&pelajaran=…&dari=2026-12-01&sampai=…
 * &waktu=lampau&halaman=2`), so that a link or the back button brings the same view back. Values that
 * make no sense are ignored (the default view instead of an error).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function scheduleFormOf(params: URLSearchParams): { form: ScheduleForm; page: number } {
  const tutor = params.get('tutor') ?? '';
  const subject = params.get('pelajaran') ?? '';
  const timing = params.get('waktu');
  const page = Number(params.get('halaman') ?? '1');
  return {
    form: {
      tutor: UUID.test(tutor) ? { id: tutor, name: params.get('tutorNama') ?? '', email: '' } : null,
      subjectId: UUID.test(subject) ? subject : '',
      from: DAY.test(params.get('dari') ?? '') ? (params.get('dari') ?? '') : '',
      to: DAY.test(params.get('sampai') ?? '') ? (params.get('sampai') ?? '') : '',
      timing: timing === 'lampau' || timing === 'semua' ? timing : 'mendatang',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function scheduleParamsOf(form: ScheduleForm, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (form.tutor) {
    params.set('tutor', form.tutor.id);
    params.set('tutorNama', form.tutor.name);
  }
  if (form.subjectId) params.set('pelajaran', form.subjectId);
  if (form.from) params.set('dari', form.from);
  if (form.to) params.set('sampai', form.to);
  if (form.timing !== 'mendatang') params.set('waktu', form.timing);
  if (page > 1) params.set('halaman', String(page));
  return params;
}
