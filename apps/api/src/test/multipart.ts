import { randomBytes } from 'node:crypto';

/** A `multipart/form-data` body with one file, for `app.inject` (`{ payload, headers }`). */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Uint8Array) {
  const boundary = `----scola${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
