// The Day page teaches in order (issue 31): what a hand is trying to make (the showdown and the win
// conditions, with the picture of where the final card lies) comes before the betting; the layer
// borrowed from poker (bet sizes, all in and side pots, the rake) comes after the core game; the
// first worked example is the original's own, the simplest, and the no-limit side pot comes later.
// pages.test.ts holds the rule sections to the engine's rule book; this holds the book to that order.
import { compile } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import { readFileSync } from 'node:fs';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, test } from 'vitest';
import remarkHeadingIds from '../../../src/markdown/remark-heading-ids.ts';

const FILE = 'content/docs/day.mdx';
/** The quick start, a partial the page shows where it writes <QuickStart />. */
const QUICK_START = 'content/docs/day/_quick-start.mdx';

interface JsxNode {
  readonly type: string;
  readonly name?: string | null;
  readonly attributes?: readonly { name?: string; value?: unknown }[];
}

/**
 * The page (or a partial) in reading order: rule sections by id, examples by id, pictures by
 * component name; the quick start's partial read where the page shows it.
 */
async function pageOrder(file = FILE): Promise<string[]> {
  const quickStart = file === FILE ? await pageOrder(QUICK_START) : [];
  const order: string[] = [];
  const collect = () => (tree: Root) =>
    visit(tree, (node) => {
      if (node.type === 'heading') {
        const props = ((node as Heading).data as { hProperties?: { id?: string; dataRule?: string } } | undefined)
          ?.hProperties;
        if (props?.dataRule !== undefined) order.push(`rule:${props.dataRule}`);
        else if (props?.id !== undefined) order.push(`section:${props.id}`);
        return;
      }
      const jsx = node as unknown as JsxNode;
      if (jsx.type !== 'mdxJsxFlowElement') return;
      if (jsx.name === 'QuickStart') order.push(...quickStart);
      else if (jsx.name === 'Example') {
        const id = jsx.attributes?.find((a) => a.name === 'id')?.value;
        order.push(`example:${String(id)}`);
      } else if (jsx.name?.endsWith('Picture')) order.push(`picture:${jsx.name}`);
    });
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  await compile({ value: source, path: file }, { remarkPlugins: [remarkHeadingIds, collect] });
  return order;
}

describe('the Day page teaches in order', () => {
  let order: string[] = [];
  const at = (item: string): number => {
    const index = order.indexOf(item);
    expect(index, `${item} is on the page`).toBeGreaterThanOrEqual(0);
    return index;
  };
  const before = (first: string, second: string) =>
    expect(at(first), `${first} comes before ${second}`).toBeLessThan(at(second));

  beforeAll(async () => {
    order = await pageOrder();
  });

  test('it opens with the quick start and its picture of a table', () => {
    expect(order[0]).toBe('section:quick-start');
    expect(order[1]).toBe('picture:TurnPicture');
    expect(order[2]).toBe('section:the-cards');
  });

  test('what a hand is trying to make, the showdown and the win conditions, comes before the betting', () => {
    for (const rule of ['showdown', 'win-conditions', 'highest-card', 'day', 'full-day', 'tie-breaker']) {
      for (const later of ['dealer', 'deal', 'substitution', 'betting', 'final-card', 'final-betting'])
        before(`rule:${rule}`, `rule:${later}`);
    }
  });

  test('the picture of where the final card lies is in the showdown, before the first example', () => {
    before('rule:showdown', 'picture:ShowdownPicture');
    before('picture:ShowdownPicture', 'rule:win-conditions');
    before('picture:ShowdownPicture', 'example:day/source-example');
  });

  test('the poker layer (bet sizes, all in, the rake) comes after the core game', () => {
    for (const rule of ['betting-limits', 'all-in', 'rake']) {
      for (const earlier of ['showdown', 'betting', 'final-betting', 'last-player-standing', 'session-end'])
        before(`rule:${earlier}`, `rule:${rule}`);
    }
  });

  test("the first worked example is the original's own; the no-limit side pot comes later", () => {
    const examples = order.filter((item) => item.startsWith('example:'));
    expect(examples[0]).toBe('example:day/source-example');
    before('rule:betting', 'example:day/side-pot');
    before('rule:all-in', 'example:day/side-pot');
    before('example:day/side-pot', 'example:day/short-all-in');
  });

  test('the example files agree: the source example plays at the default limit, the side pot without one', () => {
    expect(readFileSync('content/examples/day/source-example.yaml', 'utf8')).not.toMatch(/limit:/);
    expect(readFileSync('content/examples/day/side-pot.yaml', 'utf8')).toMatch(/limit: no-limit/);
  });
});
