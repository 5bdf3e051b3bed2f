// Each game page against its engine and its manifest, without a browser: the page's rule sections
// (headings marked `[rule #id]`, read by the site's own remark plugin) are exactly the engine's rule
// book, in its order; every <Example> names an example file of that game; and the page has a
// <Sandbox> exactly when the manifest says it uses one. On every page, links read as phrases.
import { compile } from '@mdx-js/mdx';
import type { Heading, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';
import { GAMES } from '../../src/engine/registry.ts';

/** The rule ids of a page's rule sections, in page order, as the build marks them. */
async function ruleSections(source: string, path: string): Promise<string[]> {
  const found: string[] = [];
  const collect = () => (tree: Root) =>
    visit(tree, 'heading', (node: Heading) => {
      const rule = (node.data as { hProperties?: { dataRule?: string } } | undefined)?.hProperties?.dataRule;
      if (rule !== undefined) found.push(rule);
    });
  await compile({ value: source, path }, { remarkPlugins: [remarkHeadingIds, collect] });
  return found;
}

/** The text of every link on a page, as the reader sees it. */
async function linkTexts(source: string, path: string): Promise<string[]> {
  const found: string[] = [];
  const collect = () => (tree: Root) =>
    visit(tree, 'link', (node: Link) => {
      found.push(toString(node));
    });
  await compile({ value: source, path }, { remarkPlugins: [remarkHeadingIds, collect] });
  return found;
}

// The pages, and the partials a page shows (content/docs/<game>/_quick-start.mdx): their words are
// the page's.
const PAGES = readdirSync('content/docs', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mdx') && (!name.includes('/') || /(^|\/)_[^/]*$/.test(name)))
  .sort()
  .map((name) => `content/docs/${name}`);

describe('links on every page', () => {
  for (const file of PAGES) {
    // A lone word ("go", "run") says little out of context and is a small target for a finger; an
    // address (pagat.com, /dawn/#draw-around) is its own text.
    test(`${file}: every link is a phrase`, async () => {
      const texts = await linkTexts(readFileSync(file, 'utf8'), file);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => !/\s/.test(text.trim()) && !/[./]/.test(text))).toEqual([]);
    });
  }
});

describe('options are named by the labels readers see', () => {
  // The sandbox's form shows an option's label ("Hands in the match"), never its key (matchHands)
  // or a value's internal name (playerOneOnly). A key may follow its label, for readers of the
  // engine, but never stands alone. Keys that are plain words ("players", "variant") are their
  // labels.
  const names = GAMES.flatMap(({ game }) =>
    Object.entries(game.options.specs).flatMap(([key, spec]) => [
      { name: key, label: spec.label },
      ...(spec.kind === 'choice' ? spec.values : []).map((choice) => ({
        name: String(choice.value),
        label: choice.label,
      })),
    ]),
  ).filter(({ name }) => /[a-z][A-Z0-9]/.test(name));

  test('there are internal names to look for', () => {
    expect(names.map(({ name }) => name)).toEqual(expect.arrayContaining(['matchHands', 'maxTurns', 'playerOneOnly']));
  });

  for (const file of PAGES) {
    test(`${file}: no key or internal value without its label before it`, () => {
      const bare: string[] = [];
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { name, label } of names) {
            const at = line.search(new RegExp(`\\b${name}\\b`));
            const labelled = line.indexOf(`*${label}*`);
            if (at >= 0 && (labelled < 0 || labelled > at)) bare.push(`line ${i + 1}: ${name} (label: ${label})`);
          }
        });
      expect(bare).toEqual([]);
    });
  }
});

for (const { game, page, components } of GAMES) {
  const file = `content/docs${page.replace(/\/$/, '')}.mdx`;
  describe(`${game.id} (${file})`, () => {
    const source = readFileSync(file, 'utf8');

    test("the rule sections are the engine's rule book, in order", async () => {
      expect(await ruleSections(source, file)).toEqual(Object.keys(game.rules));
    });

    test('every worked example names an example file of this game', () => {
      const ids = [...source.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(ids.length > 0).toBe(components.examples);
      for (const id of ids) {
        expect(id.startsWith(`${game.id}/`), id).toBe(true);
        expect(existsSync(`content/examples/${id}.yaml`), id).toBe(true);
      }
    });

    test('the page has its sandbox exactly when the manifest says so', () => {
      const sandboxes = [...source.matchAll(/<Sandbox\s+game="([^"]+)"/g)].map((m) => m[1]);
      expect(sandboxes).toEqual(components.sandbox ? [game.id] : []);
    });
  });
}
