// The byte-level parts of the site's link formats (core/record-codec.ts for a game record,
// core/position/share.ts for a position): a byte writer and reader, URL-safe base64 and a checksum
// over what a link means. Reading never trusts its input: running past the end is a Truncated
// error and a number too long for JavaScript an Error, which each codec turns into a sentence.

import { RecordFormatError } from './errors.ts';

// The writing half, apart so that a page that only writes links loads it without the reader.
export { ByteWriter, checksumOf, toBase64Url } from './bytes-write.ts';

/** What a link cut off when it was copied says. */
export const CUT_SHORT = 'It ends too soon: part of it is missing, perhaps cut off when it was copied.';

/**
 * The bytes of a link's text, refused with a sentence when it has characters no link from this
 * site has or a length no link can have.
 */
export function linkBytes(text: string): Uint8Array {
  const trimmed = text.trim();
  // Padding is not written, but a link copied through some tool may have gained it.
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(trimmed)) {
    throw new RecordFormatError(
      'It has characters no link from this site has (only letters, digits, - and _), so it was changed after it was made.',
    );
  }
  // Four characters hold three bytes: no link leaves a single character over.
  if (trimmed.replace(/=+$/, '').length % 4 === 1) throw new RecordFormatError(CUT_SHORT);
  return fromBase64Url(trimmed);
}

/** A record that ends before its header does: most often a link cut off when it was copied. */
export class Truncated extends Error {}

/** Reads what ByteWriter wrote; running past the end or a varint beyond 2^53 throws. */
export class ByteReader {
  private at = 0;
  constructor(private readonly input: Uint8Array) {}
  byte(): number {
    const value = this.input[this.at];
    if (value === undefined) throw new Truncated('The record ends too soon.');
    this.at++;
    return value;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte % 0x80) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
      if (scale > Number.MAX_SAFE_INTEGER) throw new Error('A number in the record is too long.');
    }
    if (!Number.isSafeInteger(value)) throw new Error('A number in the record is too long.');
    return value;
  }
  text(): string {
    const length = this.varint();
    if (this.at + length > this.input.length) throw new Truncated('The record ends too soon.');
    const bytes = this.input.subarray(this.at, this.at + length);
    this.at += length;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
  uint32(): number {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
  rest(): Uint8Array {
    const bytes = this.input.subarray(this.at);
    this.at = this.input.length;
    return bytes;
  }
}

/** Bytes from base64url text that decodeRecord has checked: its alphabet, and a length a record can have. */
function fromBase64Url(text: string): Uint8Array {
  const padded = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
