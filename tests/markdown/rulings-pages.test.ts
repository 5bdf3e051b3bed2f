// Each game's rulings page (content/docs/<game>/rulings.mdx): every link to the game's page lands
// on a heading of it. Where a page sorts its rulings into two lists, readings of what the original
// says unclearly (#rulings-readings) and our own choices where it says nothing (#rulings-choices),
// every choice carries the "Our choice" tag and no reading does; and for the games listed below,
// each of RULINGS.md's rulings is marked on the page ({/* DA-n */}) and the choices are exactly
// the ones named. (Day's own checks are tests/engine/day/page.test.ts.)
import { compile } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { existsSync, readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';
import { GAMES } from '../../src/engine/registry.ts';

const BADGE = '<Badge text="Our choice" variant="caution" />';

/** Every heading id of a game page, as the build gives them. */
async function headingIds(file: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const collect = () => (tree: Root) =>
    visit(tree, 'heading', (node: Heading) => {
      const id = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
      if (id !== undefined) ids.add(id);
    });
  await compile({ value: readFileSync(file, 'utf8'), path: file }, { remarkPlugins: [remarkHeadingIds, collect] });
  return ids;
}

const entries = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('- **'));
const marks = (text: string): string[] => [...text.matchAll(/\{\/\* ([A-Z]{2}-\d+) \*\/\}/g)].map((m) => m[1] ?? '');

/** The games whose two lists are held to RULINGS.md: how many rulings it has, and which are ours. */
const SORTED: Record<string, { prefix: string; count: number; choices: string[] }> = {
  dawn: { prefix: 'DA', count: 18, choices: ['DA-1', 'DA-12', 'DA-15', 'DA-16'] },
  'black-and-red': { prefix: 'BR', count: 14, choices: ['BR-10', 'BR-12', 'BR-2', 'BR-3'] },
  'dark-hearts': { prefix: 'DH', count: 20, choices: ['DH-1', 'DH-15', 'DH-18', 'DH-4'] },
};

describe('rulings pages', () => {
  for (const { game } of GAMES) {
    const file = `content/docs/${game.id}/rulings.mdx`;
    if (!existsSync(file)) continue;
    const rulings = readFileSync(file, 'utf8');

    test(`${game.title}: every link to the game's page lands on one of its headings`, async () => {
      const ids = await headingIds(`content/docs/${game.id}.mdx`);
      const targets = [...rulings.matchAll(new RegExp(`\\]\\(/${game.id}/#([a-z0-9-]+)\\)`, 'g'))].map((m) => m[1]);
      expect(targets.length).toBeGreaterThan(10);
      expect(targets.filter((t) => !ids.has(t ?? ''))).toEqual([]);
    });

    const readingsAt = rulings.indexOf('[#rulings-readings]');
    const choicesAt = rulings.indexOf('[#rulings-choices]');
    const sorted = SORTED[game.id];
    if (choicesAt < 0 && sorted === undefined) continue;

    test(`${game.title}: readings first, then our choices`, () => {
      expect(readingsAt).toBeGreaterThan(0);
      expect(choicesAt).toBeGreaterThan(readingsAt);
    });

    const readings = rulings.slice(readingsAt, choicesAt);
    const choices = rulings.slice(choicesAt);
    if (sorted === undefined) continue;

    test(`${game.title}: each reading says what is open and how we read it, untagged`, () => {
      expect(entries(readings).length).toBeGreaterThan(5);
      for (const entry of entries(readings)) {
        expect(entry, entry.slice(0, 60)).toMatch(/\*Open:\*.*\*Here:\*.*\*Option:\*/);
        expect(entry, entry.slice(0, 60)).not.toContain(BADGE);
      }
    });

    test(`${game.title}: each choice is tagged "Our choice", with why and what`, () => {
      expect(entries(choices).length).toBeGreaterThan(0);
      for (const entry of entries(choices)) {
        expect(entry, entry.slice(0, 60)).toContain(BADGE);
        expect(entry, entry.slice(0, 60)).toMatch(/\*Why:\*.*\*Here:\*.*\*Option:\*/);
      }
    });

    test(`${game.title}: marks every ruling, ${sorted.prefix}-1 to ${sorted.prefix}-${sorted.count}, and sorts the ours apart`, () => {
      const all = Array.from({ length: sorted.count }, (_, i) => `${sorted.prefix}-${i + 1}`);
      const marked = new Set(marks(rulings));
      expect(all.filter((id) => !marked.has(id))).toEqual([]);
      expect([...new Set(marks(choices))].sort()).toEqual(sorted.choices);
    });
  }
});
