import { Blob as NodeBlob } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { OfflineLibrary } from '../offline-library';
import { setOfflineLibrary } from '../offline-instance';
import { memoryBackend } from '../offline-store';
import { SaveOfflineButton } from './save-offline-button';

const MATERIAL = '11111111-1111-4111-8111-111111111111';
const owner = { itemType: 'materi' as const, itemId: MATERIAL };
const pdf = (size: number) =>
  new Response(new Uint8Array(size).fill(37), {
    headers: { 'content-type': 'application/pdf', 'content-length': String(size) },
  });

async function renderSaved(serverVersion: string) {
  const user = testUser();
  const library = new OfflineLibrary(memoryBackend(), 'https://scola.test');
  setOfflineLibrary(library);
  await library.save(
    {
      kind: 'material',
      id: MATERIAL,
      title: 'Fungsi Kuadrat',
      version: 'v1',
      userId: user.id,
      owner,
      courseId: null,
    },
    pdf(100),
  );
  const { api } = productApi(user);
  api
    .on('GET', `/api/koleksi/materi/${MATERIAL}/offline`, {
      body: { data: { sizeBytes: 300, version: serverVersion } },
    })
    .on('POST', `/api/koleksi/materi/${MATERIAL}/unduh`, {
      body: { data: { url: 'https://scola.test/berkas/baru.pdf' } },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(pdf(300))),
  );
  await renderWithSession(
    <SaveOfflineButton kind="material" id={MATERIAL} title="Fungsi Kuadrat" owner={owner} courseId={null} />,
    { signedIn: true, user, api },
  );
  return { library, user, api };
}

describe('SaveOfflineButton and a file changed on the server', () => {
  // jsdom's Blob is not the one Node's Response reads (as in offline-library.test.ts).
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  afterEach(() => {
    vi.unstubAllGlobals();
    setOfflineLibrary(null);
  });

  it('marks an outdated copy "Versi baru tersedia" and "Perbarui" saves the new version in its place', async () => {
    const { library, user } = await renderSaved('v2');
    expect(await screen.findByText('Versi baru tersedia')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Perbarui Fungsi Kuadrat untuk offline/ }));
    await waitFor(async () =>
      expect((await library.list(user.id)).map((item) => item.version)).toEqual(['v2']),
    );
    expect((await library.list(user.id))[0]?.sizeBytes).toBe(300);
    await waitFor(() => expect(screen.queryByText('Versi baru tersedia')).toBeNull());
    expect(screen.getByText(/Tersimpan offline/)).toBeTruthy();
  });

  it('says nothing more when the saved copy is the server’s version', async () => {
    const { api } = await renderSaved('v1');
    expect(await screen.findByText(/Tersimpan offline/)).toBeTruthy();
    // The server was asked, and answered the saved version.
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/koleksi/materi/${MATERIAL}/offline`)).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
    expect(screen.queryByRole('button', { name: /Perbarui/ })).toBeNull();
  });
});
