// Light pages (issue 32): every game page stays within a DOM size and an HTML weight that keep it
// quick on a phone: at most 1,500 elements, and its HTML at most 35 KB gzipped. It reads the built
// pages in dist/ (the e2e run builds first), so a page that grows past either fails here, naming
// the page and its figures.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { GAME_PAGES } from './helpers.ts';

const MAX_ELEMENTS = 1500;
const MAX_GZIPPED = 35 * 1024;

/**
 * The elements a browser builds from the HTML, before any script runs: every start tag, except in
 * comments, in a script's or a style's text, and in <noscript>, which a browser with scripts reads
 * as text. (Checked against a full HTML parser when it was written: the same counts.)
 */
function countElements(html: string): number {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return (text.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

for (const path of GAME_PAGES) {
  test(`${path}: at most ${MAX_ELEMENTS} elements and ${MAX_GZIPPED / 1024} KB of gzipped HTML`, () => {
    const html = readFileSync(`dist${path}index.html`);
    const elements = countElements(html.toString('utf8'));
    const gzipped = gzipSync(html).length;
    expect(elements, `${path}: elements in the page`).toBeLessThanOrEqual(MAX_ELEMENTS);
    expect(gzipped, `${path}: gzipped bytes of HTML`).toBeLessThanOrEqual(MAX_GZIPPED);
  });
}
