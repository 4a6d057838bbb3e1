/**
 * UUID check matching the API's `z.uuid()` (RFC 9562: versions 1–8 with the RFC variant, plus the nil and max
 * UUIDs), without pulling zod into the landing bundle.
 */
const uuidPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
