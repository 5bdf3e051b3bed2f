// Rule to example (src/markdown/remark-shown-in.ts): each rule section lists the example steps on
// the page that show it, linked to the steps; rules no example shows are reported.
import { compile } from '@mdx-js/mdx';
import type { Heading, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';
import remarkShownIn, { showings, shownInParagraph } from '../../src/markdown/remark-shown-in.ts';

const FILE = 'content/docs/dwyn.mdx';

/** The page's tree after both plugins: each rule heading with the paragraph that follows it. */
async function ruleSections(): Promise<Map<string, Paragraph | undefined>> {
  const found = new Map<string, Paragraph | undefined>();
  const collect = () => (tree: Root) => {
    tree.children.forEach((node, i) => {
      const rule = ((node as Heading).data as { hProperties?: { dataRule?: string } } | undefined)?.hProperties
        ?.dataRule;
      const next = tree.children[i + 1];
      if (node.type === 'heading' && rule !== undefined) {
        found.set(rule, next?.type === 'paragraph' && toString(next).startsWith('Shown in') ? next : undefined);
      }
    });
  };
  await compile(
    { value: readFileSync(FILE, 'utf8'), path: FILE },
    { remarkPlugins: [remarkHeadingIds, remarkShownIn, collect] },
  );
  return found;
}

describe('rule sections list the example steps that show them', () => {
  test("the duel's section links to the steps of both examples that show a duel", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const sections = await ruleSections();
    const duel = sections.get('duel');
    expect(duel && toString(duel)).toMatch(/^Shown in: A duel in Castle, steps \d+, \d+ and \d+; /);
    const urls: string[] = [];
    for (const child of duel?.children ?? []) if (child.type === 'link') urls.push(child.url);
    expect(urls.some((url) => /^#ex-duel-\d+$/.test(url))).toBe(true);
    // A rule no example shows has no line, and the build says so.
    expect(sections.get('no-progress')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rule coverage\] dwyn\.mdx: no worked example shows .*no-progress/),
    );
    log.mockRestore();
  });

  test("every step a page's examples cite is listed under its rule, and the start under the file's rule", () => {
    const byRule = showings(['dwyn/duel'], 'content/examples');
    const all = [...byRule.values()].flat();
    const steps = all.filter((s) => s.slug === 'duel').map((s) => s.step);
    expect(new Set(steps)).toEqual(new Set(Array.from({ length: steps.length }, (_, i) => i)));
  });

  test('the sentence names each example once and each step by number, with a descriptive link name', () => {
    const paragraph = shownInParagraph([
      { slug: 'a', title: 'First', step: 0 },
      { slug: 'a', title: 'First', step: 2 },
      { slug: 'b', title: 'Second', step: 1 },
      { slug: 'b', title: 'Second', step: 3 },
      { slug: 'b', title: 'Second', step: 4 },
    ]);
    expect(toString(paragraph)).toBe('Shown in: First, the start and step 2; Second, steps 1, 3 and 4.');
    const link = paragraph.children.find((c) => c.type === 'link' && c.url === '#ex-b-3');
    expect((link?.data as { hProperties?: { ariaLabel?: string } }).hProperties?.ariaLabel).toBe('Second, step 3');
  });
});
