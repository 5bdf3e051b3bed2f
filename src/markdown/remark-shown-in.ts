// Rule to example, the other way round: under each rule section's heading (remark-heading-ids marks
// them), a line lists the worked-example steps on the page that show that rule, each a link to the
// step ("Shown in: A duel in Castle, steps 3 and 5"). Step links are the steppers' own permalinks
// (#ex-<slug>-<n>), so the example opens at that step. The examples are the page's own
// <Example id="..." /> elements, read from content/examples at build time; a step shows the rule its
// `rule` names, and an example's start shows the file's `rule`. It also tells each <Example> the
// heading level its section calls for (its transcript's steps are headings).
//
// Where the page has a <Practice game="..." /> island, each rule section the game's practice topics
// cover also gets "Try it": links that open a question on that rule (#try=<kind>.<rule>.1). Both
// share one quiet line under the heading (p.wh-rule-links), so a section's rules start one line down
// rather than two or three; a line that holds both keeps each in a span (.wh-shown-in, .wh-try-it),
// and a line with one has its class on the paragraph: a page has dozens of these lines, and every
// element counts on a phone.
//
// The build also says which rule sections no example shows and no question practises (a list per
// page in the build output), so the gaps are visible. Runs after remark-heading-ids.

import type { Heading, Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Topic } from '../engine/core/practice/spec.ts';
import { gameById } from '../engine/registry.ts';
import { parseExampleFile } from '../examples/script.ts';

interface FileLike {
  readonly path?: string;
  readonly history?: readonly string[];
}

/** One step that shows a rule. */
interface Showing {
  readonly slug: string;
  readonly title: string;
  readonly step: number;
}

interface JsxElement {
  type: string;
  name?: string;
  attributes?: { type?: string; name?: string; value?: unknown }[];
}

function isExample(node: RootContent): boolean {
  const element = node as JsxElement;
  return element.type === 'mdxJsxFlowElement' && element.name === 'Example';
}

/** Tells an <Example> the level for its transcript's step headings: one below its section's. */
function setHeadingLevel(node: RootContent, level: number): void {
  const element = node as JsxElement;
  element.attributes = [
    ...(element.attributes ?? []).filter((a) => a.name !== 'headingLevel'),
    { type: 'mdxJsxAttribute', name: 'headingLevel', value: String(level) },
  ];
}

/** The game of the page's <Practice game="..." /> island, or null when it has none. */
function practiceGame(tree: Root): string | null {
  for (const node of tree.children) {
    const element = node as JsxElement;
    if (element.type !== 'mdxJsxFlowElement' || element.name !== 'Practice') continue;
    const game = element.attributes?.find((a) => a.name === 'game')?.value;
    if (typeof game === 'string') return game;
  }
  return null;
}

/** The seed a "Try it" link opens with: the same first question for every reader; "another" draws afresh. */
export const TRY_IT_SEED = 1;

/** A part of a rule's line: its class, and what it says. */
interface LinePart {
  readonly className: string;
  readonly children: PhrasingContent[];
}

/** Phrasing that the HTML renders as <span class="...">: a part of a rule's line beside another. */
function span({ className, children }: LinePart): PhrasingContent {
  return { type: 'emphasis', children, data: { hName: 'span', hProperties: { className: [className] } } };
}

/** "Try it: Which may you play? · What happens next?": a question on the section's rule, one link per kind. */
export function tryIt(
  rule: string,
  ruleTitle: string,
  topics: readonly Topic[],
  titles: ReadonlyMap<string, string>,
): LinePart {
  const children: PhrasingContent[] = [text('Try it: ')];
  topics.forEach((topic, i) => {
    if (i > 0) children.push(text(' · '));
    const title = titles.get(topic.kind) ?? topic.kind;
    children.push({
      type: 'link',
      url: `#try=${topic.kind}.${rule}.${TRY_IT_SEED}`,
      children: [text(title)],
      data: { hProperties: { ariaLabel: `Try it, a question on ${ruleTitle}: ${title}` } },
    });
  });
  return { className: 'wh-try-it', children };
}

/** The ids of the page's <Example id="..." /> elements, in page order. */
function exampleIds(tree: Root): string[] {
  const ids: string[] = [];
  for (const node of tree.children) {
    if (!isExample(node)) continue;
    const element = node as JsxElement;
    const id = element.attributes?.find((a) => a.name === 'id')?.value;
    if (typeof id === 'string') ids.push(id);
  }
  return ids;
}

/** Every rule the page's examples show, with the steps that show it, in page order. */
export function showings(ids: readonly string[], examplesDir: string): Map<string, Showing[]> {
  const byRule = new Map<string, Showing[]>();
  const add = (rule: string | null, showing: Showing): void => {
    if (rule === null) return;
    const list = byRule.get(rule) ?? [];
    list.push(showing);
    byRule.set(rule, list);
  };
  for (const id of ids) {
    const file = join(examplesDir, `${id}.yaml`);
    const script = parseExampleFile(readFileSync(file, 'utf8'), file);
    const slug = id.split('/').pop() ?? id;
    add(script.rule, { slug, title: script.title, step: 0 });
    script.steps.forEach((step, i) => add(step.rule, { slug, title: script.title, step: i + 1 }));
  }
  return byRule;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** "Shown in: “Title”, steps <a>3</a> and <a>5</a>; “Other”, the start." */
export function shownIn(list: readonly Showing[]): LinePart {
  const children: PhrasingContent[] = [text('Shown in: ')];
  const titles = [...new Set(list.map((s) => s.slug))];
  titles.forEach((slug, t) => {
    const steps = list.filter((s) => s.slug === slug);
    // In quotes, not italics: the same reading, one element fewer (titles hold commas of their own).
    if (t > 0) children.push(text('; '));
    children.push(text(`“${(steps[0] as Showing).title}”, `));
    const numbered = steps.filter((s) => s.step > 0);
    const start = steps.some((s) => s.step === 0);
    // The label alone ("3") says little to a screen reader: the link's name says which example.
    const link = (s: Showing, label: string): Link => ({
      type: 'link',
      url: `#ex-${s.slug}-${s.step}`,
      children: [text(label)],
      data: { hProperties: { ariaLabel: `${s.title}, ${s.step === 0 ? 'the start' : `step ${s.step}`}` } },
    });
    if (start) children.push(link(steps.find((s) => s.step === 0) as Showing, 'the start'));
    if (start && numbered.length > 0) children.push(text(numbered.length === 1 ? ' and step ' : ' and steps '));
    else if (numbered.length > 0) children.push(text(numbered.length === 1 ? 'step ' : 'steps '));
    numbered.forEach((s, i) => {
      if (i > 0) children.push(text(i === numbered.length - 1 ? ' and ' : ', '));
      children.push(link(s, String(s.step)));
    });
  });
  children.push(text('.'));
  return { className: 'wh-shown-in', children };
}

/** The one line under a rule's heading: where it is shown, then the questions on it. */
export function ruleLinks(parts: readonly LinePart[]): Paragraph {
  if (parts.length === 1) {
    const [only] = parts as [LinePart];
    return {
      type: 'paragraph',
      children: only.children,
      data: { hProperties: { className: ['wh-rule-links', only.className] } },
    };
  }
  const children: PhrasingContent[] = [];
  parts.forEach((part, i) => {
    if (i > 0) children.push(text(' '));
    children.push(span(part));
  });
  return { type: 'paragraph', children, data: { hProperties: { className: ['wh-rule-links'] } } };
}

export default function remarkShownIn() {
  return (tree: Root, file: FileLike): void => {
    const where = file.path ?? file.history?.[0] ?? '';
    const ids = exampleIds(tree);
    const gameId = practiceGame(tree);
    if (ids.length === 0 && gameId === null) return;
    const byRule = showings(ids, join(dirname(where), '..', 'examples'));
    const manifest = gameId === null ? null : gameById(gameId);
    const topics = manifest?.practice.topics ?? [];
    const kindTitles = new Map((manifest?.practice.kinds ?? []).map((k) => [k.id, k.title] as const));
    const unshown: string[] = [];
    const out: RootContent[] = [];
    let depth = 2;
    for (const node of tree.children) {
      out.push(node);
      if (isExample(node)) setHeadingLevel(node, depth + 1);
      if (node.type !== 'heading') continue;
      depth = node.depth;
      const rule = ((node as Heading).data as { hProperties?: { dataRule?: string } } | undefined)?.hProperties
        ?.dataRule;
      if (rule === undefined) continue;
      const list = byRule.get(rule);
      const practised = topics.filter((t) => t.rule === rule);
      const parts: LinePart[] = [];
      if (list !== undefined) parts.push(shownIn(list));
      if (practised.length > 0) {
        const ruleTitle = (manifest?.game.rules as Record<string, string> | undefined)?.[rule] ?? rule;
        parts.push(tryIt(rule, ruleTitle, practised, kindTitles));
      }
      if (parts.length > 0) out.push(ruleLinks(parts));
      else unshown.push(rule);
    }
    tree.children = out;
    if (unshown.length > 0) {
      const page = where.split('/').pop() ?? where;
      console.log(`[rule coverage] ${page}: no worked example and no practice question covers ${unshown.join(', ')}`);
    }
  };
}
