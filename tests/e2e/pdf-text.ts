// The text of a PDF that Chromium wrote (Skia's PDF backend), line by line with its place on its
// page: enough to check what a printed page ends with, without a PDF library. It reads what Skia
// writes: plain objects (no object streams), Flate-compressed streams with a direct /Length, text
// shown as glyph ids (hex strings to Tj or TJ) in Type0 fonts whose ToUnicode map gives the
// characters. Text drawn inside pictures (form XObjects, Do) is left out.
import { inflateSync } from 'node:zlib';

/** One line of text on a printed page. */
interface PdfLine {
  /** The page, from 1. */
  readonly page: number;
  /** From the top of the page to the text's baseline, in points. */
  readonly y: number;
  /** The left of the line's first run, in points. */
  readonly x: number;
  readonly text: string;
}

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2, as PDF composes a matrix with the current one (m1 × m2). */
function times(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m1;
  const [A, B, C, D, E, F] = m2;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

/** Every `n 0 obj … endobj` in the file, its dictionary as text and its stream's bytes. */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s*/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const streamAt = text.indexOf('stream', from);
    const endAt = text.indexOf('endobj', from);
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(
      text.slice(from, Math.min(streamAt < 0 ? endAt : streamAt, endAt)),
    );
    if (streamAt >= 0 && streamAt < endAt && length) {
      let body = streamAt + 'stream'.length;
      if (text[body] === '\r') body++;
      if (text[body] === '\n') body++;
      const raw = pdf.subarray(body, body + Number(length[1]));
      const dict = text.slice(from, streamAt);
      found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      start.lastIndex = body + Number(length[1]);
    } else {
      found.set(Number(match[1]), { dict: text.slice(from, endAt), stream: null });
      start.lastIndex = endAt;
    }
  }
  return found;
}

const ref = (dict: string, key: string): number | null => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
};

/** The page objects in reading order, from the catalog's page tree. */
function pageIds(all: Map<number, PdfObject>): number[] {
  const catalog = [...all.values()].find((o) => /\/Type \/Catalog\b/.test(o.dict));
  const root = catalog ? ref(catalog.dict, 'Pages') : null;
  if (root === null) throw new Error('pdf: no page tree');
  const walk = (id: number): number[] => {
    const node = all.get(id)?.dict ?? '';
    if (!/\/Type \/Pages\b/.test(node)) return [id];
    const kids = /\/Kids \[([^\]]*)\]/.exec(node)?.[1] ?? '';
    return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((kid) => walk(Number(kid[1])));
  };
  return walk(root);
}

/** A font's glyph ids to characters, from its ToUnicode map. */
function toUnicode(all: Map<number, PdfObject>, fontId: number): Map<number, string> {
  const map = new Map<number, string>();
  const id = ref(all.get(fontId)?.dict ?? '', 'ToUnicode');
  const cmap = id === null ? '' : (all.get(id)?.stream?.toString('latin1') ?? '');
  const chars = (hex: string): string => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(from as string, 16), chars(to as string));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to, list] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g,
    )) {
      const first = parseInt(lo as string, 16);
      const last = parseInt(hi as string, 16);
      const listed = list ? [...list.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => chars(m[1] as string)) : [];
      for (let glyph = first; glyph <= last; glyph++) {
        if (to) {
          const base = chars(to);
          map.set(glyph, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + glyph - first));
        } else map.set(glyph, listed[glyph - first] ?? '');
      }
    }
  }
  return map;
}

/** The text runs of one page's content: each with its baseline's place in the page's space. */
function runs(
  content: string,
  fonts: ReadonlyMap<string, Map<number, string>>,
): { x: number; y: number; text: string }[] {
  const out: { x: number; y: number; text: string }[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let line: Matrix = IDENTITY;
  let font = new Map<number, string>();
  const numbers: number[] = [];
  const show = (hex: string): void => {
    let text = '';
    for (let i = 0; i < hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
    const [, , , , x, y] = times(line, ctm);
    out.push({ x, y, text });
  };
  const tokens = /<([0-9a-fA-F]*)>|\[((?:[^\]])*)\]\s*TJ|\/(\w+)|(-?\d*\.?\d+(?:e-?\d+)?)|([A-Za-z*'"]+)/g;
  let name = '';
  for (let match = tokens.exec(content); match; match = tokens.exec(content)) {
    const [, hex, array, slashName, number, operator] = match;
    if (number !== undefined) numbers.push(Number(number));
    else if (slashName !== undefined) name = slashName;
    else if (array !== undefined) for (const part of array.matchAll(/<([0-9a-fA-F]*)>/g)) show(part[1] as string);
    else if (hex !== undefined) {
      const next = /\s*Tj/y;
      next.lastIndex = tokens.lastIndex;
      if (next.test(content)) {
        show(hex);
        tokens.lastIndex = next.lastIndex;
      }
    } else if (operator !== undefined) {
      const n = numbers.splice(0);
      if (operator === 'q') stack.push(ctm);
      else if (operator === 'Q') ctm = stack.pop() ?? IDENTITY;
      else if (operator === 'cm' && n.length === 6) ctm = times(n as unknown as Matrix, ctm);
      else if (operator === 'BT') line = IDENTITY;
      else if (operator === 'Tm' && n.length === 6) line = n as unknown as Matrix;
      else if (operator === 'Td' && n.length === 2) line = times([1, 0, 0, 1, n[0] as number, n[1] as number], line);
      else if (operator === 'Tf') font = fonts.get(name) ?? new Map();
    }
  }
  return out;
}

/** Every line of text in the PDF, page by page, top to bottom. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const all = objects(pdf);
  const lines: PdfLine[] = [];
  pageIds(all).forEach((id, index) => {
    const page = all.get(id)?.dict ?? '';
    const height = Number(/\/MediaBox \[\s*[\d.]+\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s*\]/.exec(page)?.[1] ?? 0);
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(page)?.[1] ?? '';
    for (const [, key, fontId] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      fonts.set(key as string, toUnicode(all, Number(fontId)));
    }
    const contents = /\/Contents (?:(\d+) 0 R|\[([^\]]*)\])/.exec(page);
    const ids = contents?.[1] ? [contents[1]] : [...(contents?.[2] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => m[1]);
    const content = ids.map((c) => all.get(Number(c))?.stream?.toString('latin1') ?? '').join('\n');
    // Runs on one baseline (within a tenth of a point) make a line, in the order they are drawn.
    const byLine = new Map<number, { x: number; text: string }>();
    for (const run of runs(content, fonts)) {
      const y = Math.round((height - run.y) * 10) / 10;
      const seen = byLine.get(y);
      byLine.set(y, seen ? { x: Math.min(seen.x, run.x), text: seen.text + run.text } : { x: run.x, text: run.text });
    }
    for (const [y, { x, text }] of [...byLine].sort(([a], [b]) => a - b)) {
      if (text.trim() !== '') lines.push({ page: index + 1, y, x, text });
    }
  });
  return lines;
}
