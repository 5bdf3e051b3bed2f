// Starlight's heading anchor links, lighter. Starlight writes every heading as
//
//   <div class="sl-heading-wrapper level-h3"><h3 id="x">Title</h3><a class="sl-anchor-link" href="#x">
//     <span aria-hidden="true" class="sl-anchor-icon"><svg><path/></svg></span>
//     <span class="sr-only">Section titled “Title”</span></a></div>
//
// seven elements, and a game page has thirty to forty headings. This runs after Starlight's own
// plugin (astro.config.mjs adds it from an integration listed after Starlight) and writes each as
//
//   <h3 id="x"><a class="wh-heading-link" href="#x">Title</a></h3>
//
// two elements: the heading's words are the link to its section, as on MDN, and the link icon is
// drawn by CSS after them (.wh-heading-link::after in src/styles/headings.css), shown on hover and
// focus as Starlight's is. A screen reader hears "heading, link, Title" rather than the heading
// followed by a second link named "Section titled Title". A heading that holds a link of its own
// keeps Starlight's form, since links cannot nest.

import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

function hasClass(node: Element, name: string): boolean {
  // Starlight writes its classes as a plain `class` property, not hast's `className`.
  const value = node.properties['className'] ?? node.properties['class'];
  return Array.isArray(value) ? value.includes(name) : typeof value === 'string' && value.split(' ').includes(name);
}

function holdsLink(nodes: readonly ElementContent[]): boolean {
  return nodes.some((node) => node.type === 'element' && (node.tagName === 'a' || holdsLink(node.children)));
}

export default function rehypeLightAnchors() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined || !hasClass(node, 'sl-heading-wrapper')) return;
      const heading = node.children.find(
        (child): child is Element => child.type === 'element' && /^h[1-6]$/.test(child.tagName),
      );
      const id = heading?.properties['id'];
      if (!heading || typeof id !== 'string' || holdsLink(heading.children)) return;
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['wh-heading-link'], href: `#${id}` },
        children: heading.children,
      };
      parent.children[index] = { ...heading, children: [link] };
    });
  };
}
