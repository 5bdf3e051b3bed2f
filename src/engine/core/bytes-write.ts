// The writing half of the site's link formats (bytes.ts has the reading half and re-exports this):
// a byte writer, URL-safe base64 and a checksum over what a link means. Apart from the reader, so
// that a page which only writes links (core/record-write.ts) loads none of the reading code.

export class ByteWriter {
  private readonly out: number[] = [];
  byte(value: number): void {
    this.out.push(value);
  }
  /** Unsigned LEB128, by arithmetic rather than bit operations so values above 2^32 survive. */
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.out.push((rest % 0x80) + 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.out.push(rest);
  }
  text(value: string): void {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.bytes(bytes);
  }
  uint32(value: number): void {
    this.out.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
  }
  bytes(values: Iterable<number>): void {
    for (const value of values) this.out.push(value);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** JSON with object keys sorted, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * FNV-1a, 32 bits, of `value` as canonical JSON: enough to tell a damaged or misread link from the
 * one that was written, taken over what it means rather than over its bytes.
 */
export function checksumOf(value: unknown): number {
  const text = canonicalJson(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
