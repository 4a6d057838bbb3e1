import type { Notification } from '@scola/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import en from '../../i18n/locales/en/index';
import id from '../../i18n/locales/id/index';
import { notificationLink, notificationText } from './notification-content';

const roomId = '6f1c3c1e-8a2b-4f5e-9b1d-2c3e4f5a6b7c';
const room = { roomId, roomTitle: 'Latihan Soal Integral', startsAt: '2030-05-07T03:00:00.000Z' };

const item = (kind: Notification['kind'], params: Record<string, unknown>): Notification => ({
  id: '0b9c6d1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  kind,
  params,
  createdAt: '2030-05-07T02:00:00.000Z',
  readAt: null,
});

async function translator(language: 'id' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { id: { translation: id }, en: { translation: en } },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('study room notifications (ADR 0049)', () => {
  it('tell of a join, a reminder and "live now" in Indonesian and English', async () => {
    const joined = item('studyRoom.joined', { ...room, studentName: 'Rina' });
    const reminder = item('studyRoom.reminder', { ...room, minutesBefore: 10, asTutor: false });
    const live = item('studyRoom.live', room);
    const tId = await translator('id');
    expect(notificationText(joined, tId, 'id')).toMatch(
      /^Rina ikut ruang belajar Latihan Soal Integral \(.+\)\.$/,
    );
    expect(notificationText(reminder, tId, 'id')).toMatch(
      /^Ruang belajar Latihan Soal Integral dimulai dalam 10 menit \(.+\)\.$/,
    );
    expect(notificationText(live, tId, 'id')).toBe(
      'Ruang belajar Latihan Soal Integral sedang berlangsung. Gabung sekarang!',
    );
    const tEn = await translator('en');
    expect(notificationText(joined, tEn, 'en')).toMatch(/^Rina joined your study room Latihan Soal Integral/);
    expect(notificationText(live, tEn, 'en')).toBe('Study room Latihan Soal Integral is live now. Join!');
  });

  it('lead the tutor to their rooms and a participant into the room', () => {
    expect(notificationLink(item('studyRoom.joined', { ...room, studentName: 'Rina' }))).toBe(
      paths.tutorStudyRooms(),
    );
    expect(notificationLink(item('studyRoom.reminder', { ...room, minutesBefore: 60, asTutor: true }))).toBe(
      paths.tutorStudyRooms(),
    );
    expect(notificationLink(item('studyRoom.reminder', { ...room, minutesBefore: 60, asTutor: false }))).toBe(
      paths.studyRoom(room.roomId),
    );
    expect(notificationLink(item('studyRoom.live', room))).toBe(paths.studyRoom(room.roomId));
  });
});
