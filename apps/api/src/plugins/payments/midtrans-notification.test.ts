import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  buildMidtransNotification,
  formatGrossAmount,
  formatMidtransTime,
  midtransSignature,
  noticeFromMidtransBody,
  noticeFromMidtransStatus,
  outcomeOf,
  parseGrossAmount,
  parseMidtransTime,
  signatureMatches,
} from './midtrans-notification';

const serverKey = 'SB-Mid-server-test-key';

function sha512(text: string): string {
  return createHash('sha512').update(text).digest('hex');
}

/** A settlement notification as Midtrans sends it, signed by hand (not with the code under test). */
function settlementBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    transaction_time: '2026-11-21 16:30:00',
    transaction_status: 'settlement',
    transaction_id: '9aed5972-5b6a-401e-894b-a32c91ed1a3a',
    status_message: 'midtrans payment notification',
    status_code: '200',
    payment_type: 'bank_transfer',
    order_id: 'SCL-20261121-0001',
    merchant_id: 'G141532850',
    gross_amount: '150000.00',
    fraud_status: 'accept',
    currency: 'IDR',
    settlement_time: '2026-11-21 16:35:12',
    va_numbers: [{ va_number: '12345678901', bank: 'bca' }],
    ...overrides,
  };
  body.signature_key ??= sha512(
    `${String(body.order_id)}${String(body.status_code)}${String(body.gross_amount)}${serverKey}`,
  );
  return body;
}

function errorCodeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('midtransSignature', () => {
  it("matches Midtrans's documented example input (hash computed with sha512sum)", () => {
    // docs.midtrans.com "Handle Notifications": order 1111, status 200, gross 100000.00 and that server key.
    expect(midtransSignature('1111', '200', '100000.00', 'askvnoibnosifnboseofinbofinfgbiufglnbfg')).toBe(
      'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
    );
  });

  it('is the SHA-512 of order id + status code + gross amount + server key', () => {
    expect(midtransSignature('SCL-20261121-0001', '200', '150000.00', 'SB-Mid-server-scola-simulator')).toBe(
      sha512('SCL-20261121-0001200150000.00SB-Mid-server-scola-simulator'),
    );
    expect(midtransSignature('A', '200', '150000.00', serverKey)).not.toBe(
      midtransSignature('A', '200', '150000', serverKey),
    );
  });
});

describe('gross amounts', () => {
  it('writes integer rupiah as Midtrans does', () => {
    expect(formatGrossAmount(150000)).toBe('150000.00');
    expect(formatGrossAmount(0)).toBe('0.00');
    expect(() => formatGrossAmount(1.5)).toThrow(RangeError);
    expect(() => formatGrossAmount(-1)).toThrow(RangeError);
  });

  it('reads whole rupiah and refuses anything else', () => {
    expect(parseGrossAmount('150000.00')).toBe(150000);
    expect(parseGrossAmount('150000.0')).toBe(150000);
    expect(parseGrossAmount('150000')).toBe(150000);
    for (const garbled of [
      '150000.50',
      '-150000.00',
      '1e5',
      'abc',
      '',
      ' 150000.00',
      '150,000.00',
      '1.000',
    ]) {
      expect(parseGrossAmount(garbled), garbled).toBeNull();
    }
    expect(parseGrossAmount('9999999999999999.00')).toBeNull();
  });
});

describe('signatureMatches', () => {
  it('accepts the same hex in either case and refuses others, also of another length', () => {
    const signature = sha512('x');
    expect(signatureMatches(signature, signature)).toBe(true);
    expect(signatureMatches(signature, signature.toUpperCase())).toBe(true);
    expect(signatureMatches(signature, sha512('y'))).toBe(false);
    expect(signatureMatches(signature, signature.slice(0, -1))).toBe(false);
    expect(signatureMatches(signature, '')).toBe(false);
  });
});

describe('outcomeOf', () => {
  it.each([
    ['settlement', null, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'challenge'],
    ['capture', 'deny', 'failed'],
    ['pending', null, 'pending'],
    ['expire', null, 'expired'],
    ['cancel', null, 'cancelled'],
    ['deny', null, 'failed'],
    ['failure', null, 'failed'],
    ['refund', null, 'refunded'],
    ['partial_refund', null, 'refunded'],
    ['something-new', null, null],
  ] as const)('%s (fraud %s) → %s', (status, fraud, outcome) => {
    expect(outcomeOf(status, fraud)).toBe(outcome);
  });
});

describe('noticeFromMidtransBody', () => {
  it('verifies and normalises a settlement notification, keeping unknown fields in raw', () => {
    const body = settlementBody();
    const notice = noticeFromMidtransBody('midtrans', body, serverKey);
    expect(notice).toEqual({
      provider: 'midtrans',
      orderNumber: 'SCL-20261121-0001',
      transactionStatus: 'settlement',
      fraudStatus: 'accept',
      statusCode: '200',
      grossAmount: '150000.00',
      amount: 150000,
      transactionId: '9aed5972-5b6a-401e-894b-a32c91ed1a3a',
      paymentType: 'bank_transfer',
      occurredAt: new Date('2026-11-21T09:35:12Z'),
      outcome: 'paid',
      raw: body,
    });
  });

  it('maps a pending notification without fraud status or settlement time', () => {
    const body = settlementBody({
      transaction_status: 'pending',
      status_code: '201',
      fraud_status: undefined,
      settlement_time: undefined,
    });
    const notice = noticeFromMidtransBody('simulator', body, serverKey);
    expect(notice).toMatchObject({ outcome: 'pending', fraudStatus: null, provider: 'simulator' });
    expect(notice.occurredAt).toEqual(new Date('2026-11-21T09:30:00Z'));
  });

  it('refuses a wrong, missing or other-key signature', () => {
    expect(errorCodeOf(() => noticeFromMidtransBody('midtrans', settlementBody(), 'another-key'))).toBe(
      'PAYMENT_SIGNATURE_INVALID',
    );
    const missing = settlementBody();
    delete missing.signature_key;
    expect(errorCodeOf(() => noticeFromMidtransBody('midtrans', missing, serverKey))).toBe(
      'PAYMENT_SIGNATURE_INVALID',
    );
  });

  it('refuses a body whose signed fields were changed after signing', () => {
    const signed = settlementBody();
    for (const change of [
      { gross_amount: '1000.00' },
      { order_id: 'SCL-20261121-0002' },
      { status_code: '201' },
    ]) {
      expect(errorCodeOf(() => noticeFromMidtransBody('midtrans', { ...signed, ...change }, serverKey))).toBe(
        'PAYMENT_SIGNATURE_INVALID',
      );
    }
  });

  it('refuses garbled amounts and wrong shapes even when correctly signed', () => {
    for (const gross_amount of ['150000.50', '-150000.00', 'seratus ribu', '']) {
      expect(
        errorCodeOf(() => noticeFromMidtransBody('midtrans', settlementBody({ gross_amount }), serverKey)),
        gross_amount,
      ).toBe('PAYMENT_NOTIFICATION_INVALID');
    }
    for (const body of [
      null,
      'order_id=1',
      [],
      settlementBody({ gross_amount: 150000 }),
      settlementBody({ order_id: undefined }),
      settlementBody({ status_code: 'OK' }),
      settlementBody({ transaction_status: 'teleported' }),
    ]) {
      expect(errorCodeOf(() => noticeFromMidtransBody('midtrans', body, serverKey))).toBe(
        'PAYMENT_NOTIFICATION_INVALID',
      );
    }
  });
});

describe('buildMidtransNotification', () => {
  it('builds a body that verifies with the same key only', () => {
    const body = buildMidtransNotification(
      {
        orderId: 'SCL-20261121-0003',
        grossAmount: 275000,
        transactionStatus: 'settlement',
        transactionId: 'sim-1',
        paymentType: 'bank_transfer',
        transactionTime: new Date('2026-11-21T09:00:00Z'),
        settlementTime: new Date('2026-11-21T09:01:00Z'),
      },
      'SB-Mid-server-scola-simulator',
    );
    expect(body).toMatchObject({
      order_id: 'SCL-20261121-0003',
      gross_amount: '275000.00',
      status_code: '200',
      transaction_time: '2026-11-21 16:00:00',
      settlement_time: '2026-11-21 16:01:00',
      currency: 'IDR',
      signature_key: sha512('SCL-20261121-0003200275000.00SB-Mid-server-scola-simulator'),
    });
    expect(noticeFromMidtransBody('simulator', body, 'SB-Mid-server-scola-simulator')).toMatchObject({
      outcome: 'paid',
      amount: 275000,
      occurredAt: new Date('2026-11-21T09:01:00Z'),
    });
    expect(errorCodeOf(() => noticeFromMidtransBody('simulator', body, serverKey))).toBe(
      'PAYMENT_SIGNATURE_INVALID',
    );
  });

  it("uses Midtrans's status codes per status", () => {
    const base = {
      orderId: 'X',
      grossAmount: 1000,
      transactionId: 't',
      paymentType: 'bank_transfer',
      transactionTime: new Date(),
    };
    expect(buildMidtransNotification({ ...base, transactionStatus: 'pending' }, serverKey).status_code).toBe(
      '201',
    );
    expect(buildMidtransNotification({ ...base, transactionStatus: 'expire' }, serverKey).status_code).toBe(
      '202',
    );
  });
});

describe('status answers and times', () => {
  it('normalises a status API answer without requiring a signature', () => {
    const body = settlementBody({
      signature_key: undefined,
      transaction_status: 'expire',
      status_code: '407',
    });
    expect(noticeFromMidtransStatus('midtrans', body)).toMatchObject({
      outcome: 'expired',
      statusCode: '407',
    });
  });

  it('reads Jakarta times and ISO times, and writes Jakarta times', () => {
    expect(parseMidtransTime('2026-11-21 07:00:00')).toEqual(new Date('2026-11-21T00:00:00Z'));
    expect(parseMidtransTime('2026-11-21T07:00:00+07:00')).toEqual(new Date('2026-11-21T00:00:00Z'));
    expect(parseMidtransTime('kemarin')).toBeNull();
    expect(parseMidtransTime(null)).toBeNull();
    expect(formatMidtransTime(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22 03:00:00');
  });
});
