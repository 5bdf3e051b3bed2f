// Starlight's heading anchor links, three elements lighter each. Starlight writes every heading as
//
//   <div class="sl-heading-wrapper level-h3"><h3 id="x">Title</h3><a class="sl-anchor-link" href="#x">
//     <span aria-hidden="true" class="sl-anchor-icon"><svg><path/></svg></span>
//     <span class="sr-only">Section titled “Title”</span></a></div>
//
// seven elements, and a game page has thirty to forty headings. This runs after Starlight's own
// plugin (astro.config.mjs adds it from an integration listed after Starlight) and keeps the
// wrapper, the heading and the link with Starlight's classes, so Starlight's placement and hover
// rules still apply: the link's name moves to aria-label (the same words, and search never indexed
// them), and the icon is drawn by CSS (.sl-anchor-link::before in src/styles/headings.css) from
// the same path. Four elements fewer a heading; what a reader sees and hears is the same.

import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

function text(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? text(node.children) : ''))
    .join('');
}

function hasClass(node: Element, name: string): boolean {
  // Starlight writes the link's class as a plain `class` property, not hast's `className`.
  const value = node.properties['className'] ?? node.properties['class'];
  return Array.isArray(value) ? value.includes(name) : typeof value === 'string' && value.split(' ').includes(name);
}

export default function rehypeLightAnchors() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || !hasClass(node, 'sl-anchor-link')) return;
      const label = node.children.find((child) => child.type === 'element' && hasClass(child, 'sr-only'));
      if (!label || label.type !== 'element') return;
      node.properties['ariaLabel'] = text(label.children).trim();
      node.children = [];
    });
  };
}
