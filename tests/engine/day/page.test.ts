// Day's rulings (content/docs/day/rulings.mdx, linked from the Day page's Rulings section; the
// generic page checks, pages.test.ts, cover the page's rule sections, examples and sandbox). Each of
// Day's rulings, DY-1 to DY-20, is marked in it ({/* DY-n */}), and every ruling entry points to a
// section of the Day page. The rulings come in two
// lists: where the original is unclear, and what it leaves out, which the site chose.
import { compile } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { readdirSync, readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import remarkHeadingIds from '../../../src/markdown/remark-heading-ids.ts';

const FILE = 'content/docs/day.mdx';
const source = readFileSync(FILE, 'utf8');
const RULINGS = 'content/docs/day/rulings.mdx';
/** The quick start, a partial the page shows under its "Quick start" heading. */
const QUICK_START = 'content/docs/day/_quick-start.mdx';

/** Every heading's anchor, in page order, and which of them are rule sections. */
async function headings(): Promise<{ id: string; rule: boolean }[]> {
  const found: { id: string; rule: boolean }[] = [];
  const collect = () => (tree: Root) =>
    visit(tree, 'heading', (node: Heading) => {
      const props = (node.data as { hProperties?: { id?: string; dataRule?: string } } | undefined)?.hProperties;
      if (props?.id !== undefined) found.push({ id: props.id, rule: props.dataRule !== undefined });
    });
  await compile({ value: source, path: FILE }, { remarkPlugins: [remarkHeadingIds, collect] });
  return found;
}

describe("Day's rulings", () => {
  const rulings = readFileSync(RULINGS, 'utf8');

  test("the Day page's Rulings section links to them", () => {
    const section = source.slice(source.indexOf('## Rulings'), source.indexOf('## How the bots play'));
    expect(section).toContain('](/day/rulings/)');
  });

  test('every link from the rulings to the Day page lands on a heading of the page', async () => {
    const ids = new Set((await headings()).map((h) => h.id));
    const targets = [...rulings.matchAll(/\]\(\/day\/#([a-z0-9-]+)\)/g)].map((m) => m[1] ?? '');
    expect(targets.length).toBeGreaterThanOrEqual(20);
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
  });

  test('covers every Day ruling, DY-1 to DY-20', () => {
    const marked = new Set([...rulings.matchAll(/\{\/\* (DY-\d+) \*\/\}/g)].map((m) => m[1]));
    const all = Array.from({ length: 20 }, (_, i) => `DY-${i + 1}`);
    expect(all.filter((id) => !marked.has(id))).toEqual([]);
  });

  test('every entry says what is open, how the site reads it, the option, and where to look', () => {
    const entries = rulings.split('\n').filter((line) => line.startsWith('- **'));
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const entry of entries) {
      expect(entry, entry.slice(0, 60)).toMatch(/\*Open:\*.*\*Here:\*.*\*Option:\*.*See \[/);
    }
  });

  test("it tells the original's unclear points apart from the site's own choices, in two lists", () => {
    const readingsAt = rulings.indexOf('[#rulings-readings]');
    const choicesAt = rulings.indexOf('[#rulings-choices]');
    expect(readingsAt).toBeGreaterThan(0);
    expect(choicesAt).toBeGreaterThan(readingsAt);
    const marks = (text: string) => [...text.matchAll(/\{\/\* (DY-\d+) \*\/\}/g)].map((m) => m[1]);
    const readings = new Set(marks(rulings.slice(readingsAt, choicesAt)));
    const choices = new Set(marks(rulings.slice(choicesAt)));
    // The original gives no player count (DY-5) and no betting structure (DY-8): those are ours.
    expect([...choices].sort()).toEqual(['DY-5', 'DY-8']);
    expect(readings.size).toBe(18);
    expect([...readings].filter((id) => choices.has(id))).toEqual([]);
  });

  test('every link within the page (its quick start too) lands on a heading of the page, a worked example or its lesson', async () => {
    const ids = new Set((await headings()).map((h) => h.id));
    const examples = [...source.matchAll(/<Example\s+id="day\/([^"]+)"/g)].map((m) => `ex-${m[1]}`);
    // <Lesson> puts its guided hand at #lesson.
    if (source.includes('<Lesson game="day" />')) examples.push('lesson');
    const linksIn = (text: string) => [...text.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1] ?? '');
    const quickStart = linksIn(readFileSync(QUICK_START, 'utf8'));
    expect(quickStart.length).toBeGreaterThan(5);
    const targets = [...linksIn(source), ...quickStart];
    expect(targets.filter((t) => !ids.has(t) && !examples.includes(t))).toEqual([]);
  });

  test('every example on the page is used once, and every Day example file is on the page', () => {
    const ids = [...source.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const files = readdirSync('content/examples/day')
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `day/${f.replace(/\.yaml$/, '')}`);
    expect([...ids].sort()).toEqual(files.sort());
  });
});
