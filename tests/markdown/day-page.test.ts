// The Day page (content/docs/day.mdx) against Day's engine. Until Day is in the registry the generic
// page checks (pages.test.ts) do not see it, so this file makes the same ones with Day's manifest;
// once Day is registered they are skipped here. The checks on the Rulings section run either way:
// each of RULINGS.md's Day rulings, DY-1 to DY-20, is marked in it ({/* DY-n */}), and every
// ruling entry points to a section of the page.
import { compile } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { DAY } from '../../src/engine/day/manifest.ts';
import { GAMES } from '../../src/engine/registry.ts';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';

const FILE = 'content/docs/day.mdx';
const source = readFileSync(FILE, 'utf8');
const registered = GAMES.some((entry) => entry.game.id === DAY.game.id);

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

describe.skipIf(registered)('the Day page against its engine (until Day is registered)', () => {
  test("the rule sections are the engine's rule book, in order", async () => {
    const rules = (await headings()).filter((h) => h.rule).map((h) => h.id);
    expect(rules).toEqual(Object.keys(DAY.game.rules));
  });

  test('every worked example names an example file of Day', () => {
    const ids = [...source.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id.startsWith('day/'), id).toBe(true);
      expect(existsSync(`content/examples/${id}.yaml`), id).toBe(true);
    }
  });

  test('the page has one sandbox, for Day', () => {
    expect([...source.matchAll(/<Sandbox\s+game="([^"]+)"/g)].map((m) => m[1])).toEqual(['day']);
  });
});

describe("the Day page's Rulings section", () => {
  const rulings = source.slice(source.indexOf('## Rulings'), source.indexOf('## How the bots play'));

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

  test('every link within the page lands on a heading of the page or a worked example', async () => {
    const ids = new Set((await headings()).map((h) => h.id));
    const examples = [...source.matchAll(/<Example\s+id="day\/([^"]+)"/g)].map((m) => `ex-${m[1]}`);
    const targets = [...source.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1] ?? '');
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
