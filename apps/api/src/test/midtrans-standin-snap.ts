/** Validation of Snap "create transaction" bodies by the Midtrans stand-in (see midtrans-standin.ts). */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems of a Snap body, worded like Midtrans's `error_messages`. */
export function snapBodyProblems(body: unknown, known: ReadonlyMap<string, unknown>): string[] {
  if (!isRecord(body) || !isRecord(body.transaction_details)) {
    return ['transaction_details is required'];
  }
  const problems: string[] = [];
  const { order_id: orderId, gross_amount: gross } = body.transaction_details;
  if (typeof orderId !== 'string' || orderId.length === 0) {
    problems.push('transaction_details.order_id is required');
  } else if (orderId.length > 50 || !/^[A-Za-z0-9\-_~.]+$/.test(orderId)) {
    problems.push('transaction_details.order_id format is invalid');
  } else if (known.has(orderId)) {
    problems.push('transaction_details.order_id has already been taken');
  }
  if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1) {
    problems.push('transaction_details.gross_amount must be an integer greater than or equal to 1');
  }
  if (body.item_details !== undefined) {
    if (!Array.isArray(body.item_details)) return [...problems, 'item_details must be an array'];
    let sum = 0;
    body.item_details.forEach((item: unknown, index) => {
      if (!isRecord(item)) {
        problems.push(`item_details[${index}] is invalid`);
        return;
      }
      if (typeof item.name !== 'string' || item.name.length === 0) {
        problems.push(`item_details[${index}].name is required`);
      } else if (Array.from(item.name).length > 50) {
        problems.push(`item_details[${index}].name is too long (maximum is 50 characters)`);
      }
      if (typeof item.id === 'string' && Array.from(item.id).length > 50) {
        problems.push(`item_details[${index}].id is too long (maximum is 50 characters)`);
      }
      if (typeof item.price !== 'number' || !Number.isInteger(item.price)) {
        problems.push(`item_details[${index}].price must be an integer`);
      }
      if (typeof item.quantity !== 'number' || !Number.isInteger(item.quantity) || item.quantity < 1) {
        problems.push(`item_details[${index}].quantity must be an integer greater than or equal to 1`);
      }
      if (typeof item.price === 'number' && typeof item.quantity === 'number')
        sum += item.price * item.quantity;
    });
    if (problems.length === 0 && sum !== gross) {
      problems.push('transaction_details.gross_amount is not equal to the sum of item_details');
    }
  }
  if (body.expiry !== undefined) {
    const expiry = body.expiry;
    if (
      !isRecord(expiry) ||
      !['minute', 'minutes', 'hour', 'hours', 'day', 'days'].includes(String(expiry.unit)) ||
      typeof expiry.duration !== 'number' ||
      !Number.isInteger(expiry.duration) ||
      expiry.duration < 1 ||
      (expiry.start_time !== undefined &&
        (typeof expiry.start_time !== 'string' ||
          !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/.test(expiry.start_time)))
    ) {
      problems.push('expiry is invalid');
    }
  }
  return problems;
}
