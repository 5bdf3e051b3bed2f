// Every game page opens with its quick start: the first section, `## Quick start [#quick-start]`,
// at most 400 words a reader reads (a picture's labels are not counted: it is looked at), with a
// picture of a table that the engine draws at build time, and links on to a first hand and to the
// full rules. What it replaced, "The game in brief" and the "At a glance" box, is gone, so nothing
// is said twice. The section's words are a partial beside the page, content/docs/<game>/_quick-start.mdx,
// which the page shows there and the game's printable card (/<game>/card/) shows alone.
import { compile } from '@mdx-js/mdx';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';
import { GAMES } from '../../src/engine/registry.ts';

const LIMIT = 400;

interface JsxNode {
  readonly type: string;
  readonly name?: string | null;
  readonly attributes?: readonly { name?: string; value?: unknown }[];
}

const isJsx = (node: RootContent): boolean => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isPicture = (node: RootContent): boolean => isJsx(node) && /Picture$/.test((node as JsxNode).name ?? '');
const idOf = (node: Heading): string | undefined =>
  (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;

/** A page's (or a partial's) tree as the build reads it (heading markers turned into ids). */
async function pageTree(file: string): Promise<Root> {
  let tree: Root | null = null;
  const keep = () => (t: Root) => {
    tree = structuredClone(t);
  };
  // The frontmatter goes: compiled without its plugin, it would read as a heading.
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  await compile({ value: source, path: file }, { remarkPlugins: [remarkHeadingIds, keep] });
  if (tree === null) throw new Error(`${file}: not compiled`);
  return tree;
}

/** The words a reader reads in `nodes`: prose, lists and asides; not a picture's labels. */
function readWords(nodes: readonly RootContent[]): number {
  let count = 0;
  for (const node of nodes) {
    if (isPicture(node) || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') continue;
    count += (toString(node).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  }
  return count;
}

/** The name the page imports `source` as (`import QuickStart from './day/_quick-start.mdx'`), if it does. */
function importedAs(tree: Root, source: string): string | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const found = new RegExp(`^import (\\w+) from '${source.replace(/[.*/]/g, '\\$&')}';?$`, 'm').exec(node.value);
    if (found) return found[1];
  }
  return undefined;
}

describe('quick start', () => {
  for (const { game } of GAMES) {
    const file = `content/docs/${game.id}.mdx`;
    const partial = `content/docs/${game.id}/_quick-start.mdx`;
    test(`${game.title}: the page opens with a quick start of at most ${LIMIT} words, a picture, and links on`, async () => {
      const tree = await pageTree(file);
      const sections = tree.children
        .map((node, i) => ({ node, i }))
        .filter(({ node }) => node.type === 'heading' && node.depth === 2);
      const first = sections[0];
      expect(first, `${file} has no section`).toBeDefined();
      const heading = first?.node as Heading;
      expect(toString(heading), `${file}: the first section`).toBe('Quick start');
      expect(idOf(heading)).toBe('quick-start');

      // The section is the partial, then the link to its card.
      const end = sections[1]?.i ?? tree.children.length;
      const section = tree.children.slice((first?.i ?? 0) + 1, end);
      const name = importedAs(tree, `./${game.id}/_quick-start.mdx`);
      expect(name, `${file} imports its quick start, ./${game.id}/_quick-start.mdx`).toBeDefined();
      expect(section.map((node) => (isJsx(node) ? (node as JsxNode).name : node.type))).toEqual([name, 'PrintCard']);

      const body = (await pageTree(partial)).children;
      expect(
        body.filter((node) => node.type === 'heading'),
        `${partial}: the page's headings are the page's`,
      ).toEqual([]);
      const words = readWords(body);
      expect(words, `${partial}: the quick start has ${words} words`).toBeLessThanOrEqual(LIMIT);
      expect(words).toBeGreaterThan(100);
      expect(body.some(isPicture), `${partial}: the quick start has no picture (a *Picture component)`).toBe(true);

      // Links on: the first hand (the sandbox, or a lesson) and the full rules (the next section).
      const links: string[] = [];
      for (const node of body) visit(node, 'link', (link: { url: string }) => void links.push(link.url));
      const next = sections[1]?.node as Heading | undefined;
      expect(next && idOf(next), `${file}: the section after the quick start needs an id`).toBeDefined();
      expect(links).toContain(`#${next ? idOf(next) : ''}`);
      expect(links.some((url) => url === '#sandbox' || url.startsWith('#lesson'))).toBe(true);

      // Nothing said twice: the old summaries are gone.
      const titles = sections.map(({ node }) => toString(node));
      expect(titles).not.toContain('The game in brief');
      let glance = false;
      for (const root of [tree, { type: 'root', children: body } as Root]) {
        visit(root, (node) => {
          const jsx = node as unknown as JsxNode;
          if (jsx.name === 'Aside' && jsx.attributes?.some((a) => a.name === 'title' && a.value === 'At a glance'))
            glance = true;
        });
      }
      expect(glance, `${file}: the "At a glance" box merges into the quick start`).toBe(false);
    });
  }
});
