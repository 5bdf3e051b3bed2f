// Each game page against its engine and its manifest, without a browser: the page's rule sections
// (headings marked `[rule #id]`, read by the site's own remark plugin) are exactly the engine's rule
// book, in its order; every <Example> names an example file of that game; and the page has a
// <Sandbox> exactly when the manifest says it uses one.
import { compile } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { existsSync, readFileSync } from 'node:fs';
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
