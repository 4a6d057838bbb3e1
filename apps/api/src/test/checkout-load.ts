import type { FastifyInstance } from 'fastify';

/**
 * A checkout load for fault tests: students in parallel put an item in the cart, check out (half of them with a
 * voucher) and then pay (a gateway notification, retried like Midtrans retries: until answered 2xx), cancel, or
 * leave the order waiting for payment. A student never pays for the last item they do not own yet (that order is
 * cancelled instead), so the load runs until it is stopped however fast the machine is.
 * Every request is recorded (status, code, Retry-After, duration) so a test can say what clients saw while the
 * database or the API was away. The same driver runs through `app.inject` or over HTTP.
 */

export interface LoadRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: object;
  token?: string;
}

export interface LoadAnswer {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

/** Sends a request; rejects only when no answer came (connection refused or cut). */
export type Transport = (request: LoadRequest) => Promise<LoadAnswer>;

export interface Call {
  route: 'cart' | 'cart-remove' | 'checkout' | 'notify' | 'cancel';
  /** The request's URL (names the order of a cancellation). */
  url: string;
  startedAt: number;
  ms: number;
  /** `network`: no answer at all. */
  status: number | 'network';
  code: string | undefined;
  retryAfter: string | undefined;
}

export interface PlacedOrder {
  id: string;
  number: string;
  total: number;
  studentId: string;
  /** What the student meant to do, and whether an answer said it was done (`leave`: nothing to do). */
  intent: 'pay' | 'cancel' | 'leave';
  done: boolean;
}

export interface LoadStudent {
  id: string;
  token: string;
}

export interface Item {
  itemType: string;
  itemId: string;
}

export interface CheckoutLoadOptions {
  transport: Transport;
  students: LoadStudent[];
  items: Item[];
  voucherCode: string;
  /**
   * The gateway records that `order` was paid and answers the notification it sends about it (retried until it
   * succeeds: the simulator's record lives in the database that may be away).
   */
  paidNotification(order: { number: string; total: number }): Promise<object>;
  /** Shares of placed orders that are paid and cancelled (default 0.75 and 0.25); the rest are left pending. */
  shares?: { pay: number; cancel: number };
  /** Pause after a refused or failed step, and between retries of a notification. */
  retryDelayMs?: number;
  /** How long a payment or cancellation is retried before the load fails. */
  giveUpAfterMs?: number;
}

export interface CheckoutLoad {
  calls: Call[];
  orders: PlacedOrder[];
  /** Stops starting new checkouts, then waits for every started payment or cancellation to be answered. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** `app.inject` as a transport. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, body, token }) => {
    const response = await app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: token } : {},
    });
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      body: response.body ? (JSON.parse(response.body) as unknown) : null,
    };
  };
}

/** `fetch` to a running server as a transport (one request at most `timeoutMs`). */
export function httpTransport(baseUrl: string, timeoutMs = 15_000): Transport {
  return async ({ method, url, body, token }) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after') ?? undefined,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  };
}

export function startCheckoutLoad(options: CheckoutLoadOptions): CheckoutLoad {
  const { transport, students, items, voucherCode } = options;
  const shares = options.shares ?? { pay: 0.75, cancel: 0.25 };
  const retryDelayMs = options.retryDelayMs ?? 100;
  const giveUpAfterMs = options.giveUpAfterMs ?? 30_000;
  const calls: Call[] = [];
  const orders: PlacedOrder[] = [];
  let stopping = false;

  async function call(route: Call['route'], request: LoadRequest): Promise<LoadAnswer | undefined> {
    const startedAt = Date.now();
    try {
      const answer = await transport(request);
      calls.push({
        route,
        url: request.url,
        startedAt,
        ms: Date.now() - startedAt,
        status: answer.status,
        code: errorCodeOf(answer.body),
        retryAfter: answer.retryAfter,
      });
      return answer;
    } catch {
      calls.push({
        route,
        url: request.url,
        startedAt,
        ms: Date.now() - startedAt,
        status: 'network',
        code: undefined,
        retryAfter: undefined,
      });
      return undefined;
    }
  }

  /** Repeats `attempt` while it is not answered or answered 503, like a gateway or a patient client would. */
  async function untilAnswered(attempt: () => Promise<LoadAnswer | undefined>): Promise<LoadAnswer> {
    const deadline = Date.now() + giveUpAfterMs;
    for (;;) {
      const answer = await attempt();
      if (answer && answer.status !== 503) return answer;
      if (Date.now() > deadline) throw new Error(`no answer but 503 or none for ${giveUpAfterMs} ms`);
      await sleep(retryDelayMs);
    }
  }

  async function untilRecorded<T>(attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + giveUpAfterMs;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(retryDelayMs);
      }
    }
  }

  async function settle(student: LoadStudent, order: PlacedOrder): Promise<void> {
    if (order.intent === 'leave') {
      order.done = true;
      return;
    }
    if (order.intent === 'pay') {
      const body = await untilRecorded(() => options.paidNotification(order));
      const answer = await untilAnswered(() =>
        call('notify', { method: 'POST', url: '/api/pembayaran/notifikasi/simulator', body }),
      );
      order.done = answer.status === 200;
      return;
    }
    const answer = await untilAnswered(() =>
      call('cancel', {
        method: 'POST',
        url: `/api/transaksi/${order.id}/batal`,
        body: {},
        token: student.token,
      }),
    );
    order.done = answer.status === 200;
  }

  async function shop(student: LoadStudent, index: number): Promise<void> {
    const owned = new Set<string>();
    let round = 0;
    while (!stopping) {
      round += 1;
      const candidates = items.filter((item) => !owned.has(`${item.itemType}:${item.itemId}`));
      const item = candidates[(index * 7 + round * 13) % Math.max(1, candidates.length)];
      if (!item) return;
      const key = `${item.itemType}:${item.itemId}`;
      const added = await call('cart', {
        method: 'POST',
        url: '/api/keranjang',
        body: item,
        token: student.token,
      });
      const addedCode = errorCodeOf(added?.body);
      if (addedCode === 'ITEM_ALREADY_OWNED') owned.add(key);
      if (added?.status !== 201 && addedCode !== 'ITEM_ALREADY_IN_CART') {
        await sleep(retryDelayMs);
        continue;
      }
      const withVoucher = (index + round) % 2 === 0;
      const placed = await call('checkout', {
        method: 'POST',
        url: '/api/checkout',
        body: withVoucher ? { voucherCode } : {},
        token: student.token,
      });
      if (placed?.status === 201) {
        const { order } = (placed.body as { data: { order: { id: string; number: string; total: number } } })
          .data;
        const draw = (round * 0.61803 + index * 0.3819) % 1;
        const drawn = draw < shares.pay ? 'pay' : draw < shares.pay + shares.cancel ? 'cancel' : 'leave';
        // Paying for the last item left would end this student's shopping: that one is always cancelled.
        const intent = drawn === 'pay' && candidates.length <= 1 ? 'cancel' : drawn;
        const { id, number, total } = order;
        const entry: PlacedOrder = { id, number, total, studentId: student.id, intent, done: false };
        orders.push(entry);
        await settle(student, entry);
        if (entry.intent === 'pay' && entry.done) owned.add(key);
        continue;
      }
      if (placed && placed.status >= 400 && placed.status < 500) {
        // Refused (class full, voucher used up, item waiting in an order whose answer was lost): drop the item.
        await call('cart-remove', {
          method: 'DELETE',
          url: `/api/keranjang/${item.itemType}/${item.itemId}`,
          token: student.token,
        });
      }
      await sleep(retryDelayMs);
    }
  }

  const running = students.map((student, index) => shop(student, index));
  return {
    calls,
    orders,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}
