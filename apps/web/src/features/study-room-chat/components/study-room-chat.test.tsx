import type { RecordedCall } from '../../../auth/testing/fakes';
import type { StudyRoomChat as Chat, StudyRoomMessage, WatchableRoomAnnouncement } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { StudyRoomChat } from './study-room-chat';
import { StudyRoomPresence } from './study-room-presence';

const ROOM = '5a0c7d1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const TUTOR = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Budi Santoso' };
const OTHER = { id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', name: 'Rina Wati' };
const SLOW = 10_000;

/** The socket, faked: tests tell the chat's watchers an announcement, or that they missed some. */
const socket = vi.hoisted(() => {
  const listeners = new Set<(announcement: unknown) => void>();
  const presence = new Set<(ids: string[]) => void>();
  return {
    listeners,
    presence,
    connection: {
      watch: (_room: string, listener: (announcement: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onPresence: (_room: string, listener: (ids: string[]) => void) => {
        presence.add(listener);
        return () => presence.delete(listener);
      },
      askPresence: () => Promise.resolve(null),
    },
  };
});
vi.mock('../../../lib/realtime/app-realtime', () => ({ realtimeConnectionOf: () => socket.connection }));
const announce = (announcement: WatchableRoomAnnouncement | null) => {
  for (const listener of socket.listeners) listener(announcement);
};

const message = (seq: number, body: string, author = OTHER, isTutor = false): StudyRoomMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  author: { id: author.id, name: author.name, avatarUrl: null, isTutor },
  body,
  deleted: false,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
});

function chatApi(chat: Partial<Chat> = {}, older: StudyRoomMessage[] = []) {
  const user = testUser();
  const { api } = productApi(user);
  const base: Chat = {
    messages: [message(3, 'Halo semua', TUTOR, true), message(4, 'Berapa $\\int_0^1 x\\,dx$?')],
    hasOlder: older.length > 0,
    lastSeq: 4,
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    canPost: true,
    ...chat,
  };
  const posted: RecordedCall[] = [];
  api
    .on('GET', `/api/study-room/${ROOM}/chat`, (call) => {
      const query = new URL(call.url).searchParams;
      if (query.has('before')) return { body: { data: { ...base, messages: older, hasOlder: false } } };
      if (query.has('after')) {
        const after = Number(query.get('after'));
        return { body: { data: { ...base, messages: base.messages.filter((m) => m.seq > after) } } };
      }
      return { body: { data: base } };
    })
    .on('POST', `/api/study-room/${ROOM}/chat`, (call) => {
      posted.push(call);
      const body = (call.body as { body: string }).body;
      return {
        status: 201,
        body: {
          data: { ...message(5, body), author: { ...message(5, '').author!, id: user.id, name: user.name } },
        },
      };
    })
    .on('GET', `/api/study-room/${ROOM}/daring`, {
      body: { data: [{ id: TUTOR.id, name: TUTOR.name, avatarUrl: null, isTutor: true }] },
    });
  return { api, user, base, posted };
}

beforeEach(() => {
  socket.listeners.clear();
  socket.presence.clear();
});

const participant = { role: 'participant', muted: false, removed: false } as const;

describe('StudyRoomChat', () => {
  it(
    'shows the history with the tutor badge and maths, sends with Enter and counts characters',
    { timeout: SLOW },
    async () => {
      const { api, posted } = chatApi();
      await renderWithSession(<StudyRoomChat roomId={ROOM} viewer={participant} />, { api, signedIn: true });
      expect(await screen.findByText('Halo semua')).toBeTruthy();
      expect(screen.getByText('Tutor')).toBeTruthy();
      const list = screen.getByRole('list');
      expect(list.querySelector('[data-math]')).not.toBeNull();

      const field = screen.getByRole('textbox', { name: 'Tulis pesan' });
      fireEvent.change(field, { target: { value: 'Jawabannya $\\frac12$' } });
      expect(screen.getByTestId('chat-counter').textContent).toBe('20/2000');
      fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
      expect(posted).toHaveLength(0);
      fireEvent.keyDown(field, { key: 'Enter' });
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]?.body).toEqual({ body: 'Jawabannya $\\frac12$' });
      await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
      expect(await screen.findByText('Kamu')).toBeTruthy();
    },
  );

  it(
    'adds announced messages, empties deleted ones, loads older ones and catches up after a gap',
    { timeout: SLOW },
    async () => {
      const { api } = chatApi({}, [message(1, 'Pesan paling awal'), message(2, 'Pesan kedua')]);
      await renderWithSession(<StudyRoomChat roomId={ROOM} viewer={participant} />, { api, signedIn: true });
      await screen.findByText('Halo semua');
      const room = `studyRoom:${ROOM}` as const;
      announce({ room, seq: 10, roomId: ROOM, message: message(5, 'Pesan baru langsung') });
      expect(await screen.findByText('Pesan baru langsung')).toBeTruthy();
      announce({ room, seq: 11, roomId: ROOM, messageId: message(3, '').id, messageSeq: 3 });
      expect(await screen.findByText('Pesan ini dihapus tutor.')).toBeTruthy();
      expect(screen.queryByText('Halo semua')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Muat pesan sebelumnya' }));
      expect(await screen.findByText('Pesan paling awal')).toBeTruthy();

      const before = api.calls.filter((call) => call.url.includes('after=')).length;
      announce(null);
      await waitFor(() =>
        expect(api.calls.filter((call) => call.url.includes('after=')).length).toBeGreaterThan(before),
      );
    },
  );

  it(
    'shows the muted state (from the viewer, or as soon as the tutor mutes) instead of the composer',
    { timeout: SLOW },
    async () => {
      const { api, user } = chatApi();
      await renderWithSession(<StudyRoomChat roomId={ROOM} viewer={participant} />, { api, signedIn: true });
      await screen.findByText('Halo semua');
      expect(screen.getByRole('textbox', { name: 'Tulis pesan' })).toBeTruthy();
      announce({
        room: `studyRoom:${ROOM}`,
        seq: 12,
        roomId: ROOM,
        userId: user.id,
        muted: true,
        removed: false,
      });
      expect(await screen.findByText(/Tutor membisukanmu/)).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Tulis pesan' })).toBeNull();
      announce({
        room: `studyRoom:${ROOM}`,
        seq: 13,
        roomId: ROOM,
        userId: user.id,
        muted: true,
        removed: true,
      });
      expect(await screen.findByText('Tutor mengeluarkanmu dari ruang belajar ini.')).toBeTruthy();
    },
  );

  it('starts muted from the viewer; a closed chat reads only', { timeout: SLOW }, async () => {
    const muted = chatApi({ canPost: false });
    const view = await renderWithSession(
      <StudyRoomChat roomId={ROOM} viewer={{ ...participant, muted: true }} />,
      { api: muted.api, signedIn: true },
    );
    expect(await screen.findByText(/Tutor membisukanmu/)).toBeTruthy();
    view.rerender(<StudyRoomChat roomId={ROOM} viewer={participant} />);
    expect(await screen.findByText(/Obrolan sudah ditutup/)).toBeTruthy();
  });

  it(
    'gives the tutor a menu on participants’ messages: remove asks for confirmation first',
    { timeout: SLOW },
    async () => {
      const { api } = chatApi();
      const removals: RecordedCall[] = [];
      api.on('POST', `/api/tutor/study-room/${ROOM}/peserta/${OTHER.id}/keluarkan`, (call) => {
        removals.push(call);
        return { body: { data: { userId: OTHER.id, muted: false, removed: true } } };
      });
      await renderWithSession(
        <StudyRoomChat roomId={ROOM} viewer={{ role: 'tutor', muted: false, removed: false }} />,
        {
          api,
          signedIn: true,
          user: testUser({ id: TUTOR.id, scope: ['tutor'] }),
        },
      );
      await screen.findByText('Halo semua');
      // Only the participant's message has a menu (not the tutor's own).
      const menus = screen.getAllByRole('button', { name: /Tindakan untuk pesan/ });
      expect(menus).toHaveLength(1);
      fireEvent.click(menus[0]!);
      fireEvent.click(await screen.findByRole('menuitem', { name: `Keluarkan ${OTHER.name}` }));
      const dialog = await screen.findByRole('dialog');
      expect(removals).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
      await waitFor(() => expect(removals).toHaveLength(1));
      expect(await screen.findByText(`${OTHER.name} dikeluarkan.`)).toBeTruthy();
    },
  );
});

describe('StudyRoomPresence', () => {
  it(
    'lists who is online and refetches when the socket tells presence changed',
    { timeout: SLOW },
    async () => {
      const { api } = chatApi();
      await renderWithSession(<StudyRoomPresence roomId={ROOM} />, { api, signedIn: true });
      expect(await screen.findByText('1 orang daring')).toBeTruthy();
      expect(screen.getByText(`${TUTOR.name} (tutor)`)).toBeTruthy();
      const before = api.callsTo('GET', `/api/study-room/${ROOM}/daring`).length;
      for (const listener of socket.presence) listener([TUTOR.id, OTHER.id]);
      await waitFor(() =>
        expect(api.callsTo('GET', `/api/study-room/${ROOM}/daring`).length).toBeGreaterThan(before),
      );
    },
  );
});
