// Reading a built page as a browser's parser builds it (parse5): what the size report
// (scripts/size-report.ts) and the Content Security Policy's check (src/build/csp-pages.ts) walk.

import { defaultTreeAdapter as tree, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every element under `parent`, in document order, with the contents of each <template>. */
export function* elements(parent: ParentNode): Generator<Element> {
  for (const node of parent.childNodes) {
    if (!tree.isElementNode(node)) continue;
    yield node;
    yield* elements(node);
    if (node.tagName === 'template') yield* elements(tree.getTemplateContent(node as DefaultTreeAdapterTypes.Template));
  }
}

/** An element's own text (a script's or a style's): its text nodes, joined. */
export const textOf = (element: Element): string =>
  element.childNodes.map((node) => (tree.isTextNode(node) ? node.value : '')).join('');
