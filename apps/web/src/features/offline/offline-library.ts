import type { ItemRef } from '@scola/contracts';
import { isApiError } from '../../auth/errors';
import { OFFLINE_MEDIA_PREFIX } from '../../lib/offline-cache-names';
import type { OfflineBackend, OfflineKind, OutboxEvent, SavedItem } from './offline-store';

export const savedKeyOf = (kind: OfflineKind, id: string) => `${kind}:${id.toLowerCase()}`;

/** The cache key of a saved file (the contract with the service worker): never a signed, short-lived URL. */
export const mediaUrlOf = (item: Pick<SavedItem, 'kind' | 'id' | 'version'>, origin: string) =>
  `${origin}${OFFLINE_MEDIA_PREFIX}${item.kind}/${item.id.toLowerCase()}?v=${encodeURIComponent(item.version)}`;

/** Why a save failed, for a message the student understands. */
export type SaveFailure = 'quota' | 'network';

export class OfflineSaveError extends Error {
  constructor(readonly reason: SaveFailure) {
    super(`Saving for offline failed: ${reason}`);
    this.name = 'OfflineSaveError';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** A request that never reached the server (offline): worth trying again later, unlike a refusal. */
export const isNetworkFailure = (error: unknown) =>
  (isApiError(error) && error.status === 0) || error instanceof TypeError;

export type SaveInput = Omit<SavedItem, 'key' | 'savedAt' | 'sizeBytes'>;

export interface FlushResult {
  sent: number;
  /** Refused by the server (no longer owned, lesson gone): dropped, as sending again cannot help. */
  dropped: number;
  /** Still waiting (offline again, or the server failed). */
  left: number;
}

/**
 * The files a student saved for offline and their offline lesson progress (ADR 0054). Storage is injected: the
 * browser's IndexedDB and Cache Storage, or memory in unit tests.
 */
export class OfflineLibrary {
  private flushing: Promise<FlushResult> | null = null;

  constructor(
    private readonly backend: OfflineBackend,
    private readonly origin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The user's saved files, newest first. */
  async list(userId: string): Promise<SavedItem[]> {
    const items = await this.backend.items.all();
    return items.filter((item) => item.userId === userId).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /** The user's saved copy of a file, if any. */
  async find(userId: string, kind: OfflineKind, id: string): Promise<SavedItem | undefined> {
    const item = await this.backend.items.get(savedKeyOf(kind, id));
    return item?.userId === userId ? item : undefined;
  }

  /** The saved bytes (undefined when the cache lost them, e.g. the browser evicted them). */
  async blobOf(item: SavedItem): Promise<Blob | undefined> {
    const response = await this.backend.media.match(mediaUrlOf(item, this.origin));
    return response ? response.blob() : undefined;
  }

  /** Reads `response` to the end (reporting bytes received) and keeps it under its cache key with its metadata. */
  async save(
    input: SaveInput,
    response: Response,
    onProgress: (received: number, total: number) => void = () => undefined,
  ): Promise<SavedItem> {
    if (!response.ok) throw new OfflineSaveError('network');
    const total = Number(response.headers.get('content-length') ?? 0);
    const chunks: BlobPart[] = [];
    let received = 0;
    try {
      const reader = response.body?.getReader();
      if (!reader) chunks.push(await response.blob());
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress(received, total);
      }
    } catch {
      throw new OfflineSaveError('network');
    }
    const type =
      response.headers.get('content-type') ?? (input.kind === 'material' ? 'application/pdf' : 'video/mp4');
    const blob = new Blob(chunks, { type });
    const item: SavedItem = {
      ...input,
      id: input.id.toLowerCase(),
      key: savedKeyOf(input.kind, input.id),
      sizeBytes: blob.size,
      savedAt: this.now().toISOString(),
    };
    const previous = await this.backend.items.get(item.key);
    if (previous) await this.remove(previous);
    try {
      await this.backend.media.put(
        mediaUrlOf(item, this.origin),
        new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }),
      );
      await this.backend.items.put(item);
    } catch (error) {
      if (isQuotaError(error)) throw new OfflineSaveError('quota');
      throw error;
    }
    return item;
  }

  async remove(item: SavedItem): Promise<void> {
    await this.backend.media.delete(mediaUrlOf(item, this.origin));
    await this.backend.items.delete(item.key);
  }

  /** Removes every saved file of `userId`, or of everyone else when `others` is set. */
  async removeAll(userId: string, others = false): Promise<number> {
    const items = (await this.backend.items.all()).filter((item) => (item.userId === userId) !== others);
    for (const item of items) await this.remove(item);
    return items.length;
  }

  /**
   * Keeps only what `userId` may still open: copies of other accounts go, and so do the user's copies whose owning
   * item `owns` (the API's ownership answer, `itemType:itemId` keys) no longer lists (a refund, an expiry).
   */
  async reconcile(userId: string, owns: (items: ItemRef[]) => Promise<Set<string>>): Promise<number> {
    let removed = await this.removeAll(userId, true);
    const items = await this.list(userId);
    if (items.length === 0) return removed;
    const ownerKey = (item: SavedItem) => `${item.owner.itemType}:${item.owner.itemId.toLowerCase()}`;
    const refs = new Map(items.map((item) => [ownerKey(item), item.owner]));
    const owned = await owns([...refs.values()]);
    for (const item of items) {
      if (owned.has(ownerKey(item))) continue;
      await this.remove(item);
      removed += 1;
    }
    return removed;
  }

  /** Queues lesson progress made offline; each event gets its own client id. */
  async enqueue(event: Omit<OutboxEvent, 'clientId' | 'recordedAt'>): Promise<OutboxEvent> {
    const queued: OutboxEvent = {
      ...event,
      clientId: crypto.randomUUID(),
      recordedAt: this.now().toISOString(),
    };
    await this.backend.outbox.put(queued);
    return queued;
  }

  async pending(userId: string): Promise<OutboxEvent[]> {
    const events = await this.backend.outbox.all();
    return events
      .filter((event) => event.userId === userId)
      .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  }

  /** Sends the user's queued progress in order; one flush at a time (the `online` event and app start may meet). */
  flush(userId: string, send: (event: OutboxEvent) => Promise<void>): Promise<FlushResult> {
    this.flushing ??= this.runFlush(userId, send).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async runFlush(userId: string, send: (event: OutboxEvent) => Promise<void>): Promise<FlushResult> {
    const events = await this.pending(userId);
    const result: FlushResult = { sent: 0, dropped: 0, left: 0 };
    for (const [index, event] of events.entries()) {
      try {
        await send(event);
        result.sent += 1;
      } catch (error) {
        const refused =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
        if (!refused) {
          result.left = events.length - index;
          return result;
        }
        result.dropped += 1;
      }
      await this.backend.outbox.delete(event.clientId);
    }
    return result;
  }
}
