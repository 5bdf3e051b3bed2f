// Stable heading anchors for MDX. MDX cannot take `{#id}` (braces start an expression), so a
// heading ends with a bracketed marker instead (no colon: Starlight's remark-directive would read
// ":name" as a directive):
//
//   ## Exactly one rank lower [rule #one-lower]   a rule section: id="one-lower" data-rule="one-lower"
//   ## Try it yourself [#sandbox]                  any other stable anchor: id="sandbox"
//
// The marker is removed from the heading text (and so from the TOC). A malformed id, or an id
// used twice on a page (including a clash with another heading's generated slug), fails the build.

import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const MARKER = /\s*\[(rule )?#([^\]]*)\]\s*$/;
const VALID_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export class HeadingIdError extends Error {
  override readonly name = 'HeadingIdError';
}

interface FileLike {
  readonly path?: string;
  readonly history?: readonly string[];
}

export default function remarkHeadingIds() {
  return (tree: Root, file: FileLike): void => {
    const where = file.path ?? file.history?.[0] ?? 'a markdown file';
    const explicit = new Map<string, string>();
    const headings: { node: Heading; id: string | null }[] = [];

    visit(tree, 'heading', (node: Heading) => {
      const tail = node.children[node.children.length - 1];
      const last: Text | undefined = tail?.type === 'text' ? tail : undefined;
      const match = last ? MARKER.exec(last.value) : null;
      if (!match || !last) {
        headings.push({ node, id: null });
        return;
      }
      const [, kind, id = ''] = match;
      last.value = last.value.slice(0, match.index);
      if (last.value === '') node.children.pop();
      const title = toString(node);
      if (!VALID_ID.test(id)) {
        throw new HeadingIdError(
          `${where}: heading "${title}" has a malformed id "${id}"; use lower-case words joined by hyphens.`,
        );
      }
      const previous = explicit.get(id);
      if (previous !== undefined) {
        throw new HeadingIdError(`${where}: the id "${id}" is used twice, on "${previous}" and on "${title}".`);
      }
      explicit.set(id, title);
      const hProperties: Record<string, string> = { id };
      if (kind !== undefined) hProperties['dataRule'] = id;
      // mdast-util-to-hast copies data.hProperties onto the <h2>; the type lives in that package.
      const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      node.data = { ...data, hProperties: { ...data.hProperties, ...hProperties } } as Heading['data'];
      headings.push({ node, id });
    });

    // Headings without a marker get slugs later (rehype-heading-ids); they must not collide.
    const slugger = new GithubSlugger();
    for (const heading of headings) {
      if (heading.id !== null) continue;
      const slug = slugger.slug(toString(heading.node));
      const clash = explicit.get(slug);
      if (clash !== undefined) {
        throw new HeadingIdError(
          `${where}: the heading "${toString(heading.node)}" would get the id "${slug}", which "${clash}" already uses.`,
        );
      }
    }
  };
}
