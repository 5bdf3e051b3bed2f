// Rule to example (src/markdown/remark-shown-in.ts): each rule section lists the example steps on
// the page that show it, linked to the steps, and the practice questions on it ("Try it"); rules
// that no example shows and no question practises are reported.
import { compile } from '@mdx-js/mdx';
import type { Heading, Paragraph, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import remarkHeadingIds from '../../src/markdown/remark-heading-ids.ts';
import { gameById } from '../../src/engine/registry.ts';
import remarkShownIn, { ruleLinks, showings, shownIn, TRY_IT_SEED, tryIt } from '../../src/markdown/remark-shown-in.ts';

const FILE = 'content/docs/dwyn.mdx';

/** The parts of the one line the plugin put under a rule heading. */
type Part = PhrasingContent & { children: PhrasingContent[] };
interface Lines {
  readonly shownIn?: Part | undefined;
  readonly tryIt?: Part | undefined;
}

const classOf = (node: PhrasingContent): string =>
  String((node.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className?.[0] ?? '');

/** The page's tree after both plugins: each rule heading with the lines that follow it. */
async function ruleLines(): Promise<Map<string, Lines>> {
  const found = new Map<string, Lines>();
  const collect = () => (tree: Root) => {
    tree.children.forEach((node, i) => {
      const rule = ((node as Heading).data as { hProperties?: { dataRule?: string } } | undefined)?.hProperties
        ?.dataRule;
      if (node.type !== 'heading' || rule === undefined) return;
      const lines: { shownIn?: Part; tryIt?: Part } = {};
      const next = tree.children[i + 1];
      const line = next?.type === 'paragraph' ? next : undefined;
      const isLine = (node: unknown): boolean =>
        (
          node as { data?: { hProperties?: { className?: string[] } } } | undefined
        )?.data?.hProperties?.className?.includes('wh-rule-links') === true;
      // One line at most: a second would mean the parts were split again.
      expect(isLine(tree.children[i + 2])).toBe(false);
      if (line && isLine(line)) {
        // A line of one part carries the part's class itself; a line of two, a span each.
        const own = (line.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className ?? [];
        if (own.includes('wh-shown-in')) lines.shownIn = line as unknown as Part;
        if (own.includes('wh-try-it')) lines.tryIt = line as unknown as Part;
        for (const part of line.children as Part[]) {
          if (classOf(part) === 'wh-shown-in') lines.shownIn = part;
          if (classOf(part) === 'wh-try-it') lines.tryIt = part;
        }
      }
      found.set(rule, lines);
    });
  };
  await compile(
    { value: readFileSync(FILE, 'utf8'), path: FILE },
    { remarkPlugins: [remarkHeadingIds, remarkShownIn, collect] },
  );
  return found;
}

async function ruleSections(): Promise<Map<string, Lines['shownIn']>> {
  return new Map([...(await ruleLines())].map(([rule, lines]) => [rule, lines.shownIn]));
}

describe('rule sections list the example steps that show them', () => {
  test("the duel's section links to the steps of both examples that show a duel", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const sections = await ruleSections();
    const duel = sections.get('duel');
    expect(duel && toString(duel)).toMatch(/^Shown in: “A duel in Castle”, steps \d+, \d+ and \d+; /);
    const urls: string[] = [];
    for (const child of duel?.children ?? []) if (child.type === 'link') urls.push(child.url);
    expect(urls.some((url) => /^#ex-duel-\d+$/.test(url))).toBe(true);
    // A rule no example shows has no line, and the build says so.
    expect(sections.get('no-progress')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[rule coverage\] dwyn\.mdx: no worked example and no practice question covers .*no-progress/,
      ),
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
    const paragraph = shownIn([
      { slug: 'a', title: 'First', step: 0 },
      { slug: 'a', title: 'First', step: 2 },
      { slug: 'b', title: 'Second', step: 1 },
      { slug: 'b', title: 'Second', step: 3 },
      { slug: 'b', title: 'Second', step: 4 },
    ]);
    expect(toString(paragraph)).toBe('Shown in: “First”, the start and step 2; “Second”, steps 1, 3 and 4.');
    const link = paragraph.children.find((c) => c.type === 'link' && c.url === '#ex-b-3');
    expect((link?.data as { hProperties?: { ariaLabel?: string } }).hProperties?.ariaLabel).toBe('Second, step 3');
  });
});

describe('rule sections offer practice questions on them', () => {
  test('a rule the game practises gets a "Try it" line, one link per kind, each opening its question', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const lines = await ruleLines();
    const { practice } = gameById('dwyn');
    const practised = new Set(practice.topics.map((t) => t.rule));
    for (const [rule, { tryIt }] of lines) {
      const topics = practice.topics.filter((t) => t.rule === rule);
      if (!practised.has(rule)) {
        expect(tryIt, rule).toBeUndefined();
        continue;
      }
      const links = (tryIt?.children ?? []).filter((c) => c.type === 'link');
      expect(
        links.map((l) => l.url),
        rule,
      ).toEqual(topics.map((t) => `#try=${t.kind}.${rule}.${TRY_IT_SEED}`));
    }
    // protection is practised by two kinds: which moves are allowed (a steal), and the body question.
    expect(toString(lines.get('protection')?.tryIt as PhrasingContent)).toBe(
      'Try it: Which moves are allowed? · Whole bodies and protected cards',
    );
    // A rule covered by neither is reported, and one covered by a question alone is not.
    const report = log.mock.calls.map((call) => String(call[0])).find((line) => line.includes('dwyn.mdx')) ?? '';
    expect(report).toMatch(/no-progress/);
    expect(report).not.toMatch(/\bbody-cards\b/);
    log.mockRestore();
  });

  test('the link names say which rule and which kind of question', () => {
    const part = tryIt(
      'go',
      'Go: when you cannot discard',
      [{ kind: 'total', rule: 'go' }],
      new Map([['total', 'What is the total?']]),
    );
    const link = part.children[1] as { url: string; data?: { hProperties?: { ariaLabel?: string } } };
    expect(link.url).toBe('#try=total.go.1');
    expect(link.data?.hProperties?.ariaLabel).toBe(
      'Try it, a question on Go: when you cannot discard: What is the total?',
    );
  });
});

describe('one quiet line per rule section', () => {
  test('a line of one part is one paragraph with its class, and no span', () => {
    const line: Paragraph = ruleLinks([shownIn([{ slug: 'a', title: 'First', step: 2 }])]);
    expect(line.data?.hProperties?.className).toEqual(['wh-rule-links', 'wh-shown-in']);
    expect(line.children.some((c) => c.type === 'emphasis')).toBe(false);
  });

  test('where it is shown, then the questions on it, in one paragraph', () => {
    const line: Paragraph = ruleLinks([
      shownIn([{ slug: 'a', title: 'First', step: 2 }]),
      tryIt('go', 'Go', [{ kind: 'total', rule: 'go' }], new Map([['total', 'What is the total?']])),
    ]);
    expect(toString(line)).toBe('Shown in: “First”, step 2. Try it: What is the total?');
    expect(line.children.map((c) => c.data)).toEqual([
      { hName: 'span', hProperties: { className: ['wh-shown-in'] } },
      undefined,
      { hName: 'span', hProperties: { className: ['wh-try-it'] } },
    ]);
  });
});
