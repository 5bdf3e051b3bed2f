// The quick-start cards: /<game>/card/, one printable page per game with the quick start alone (its
// text, its lists and its picture), to keep beside the deck. Written after the build from the game
// page's own HTML, so the card is the quick start the page shows, never a second copy of its text
// that could drift from it.
//
// Why a page of its own rather than a print mode of the game page: a link cannot start printing
// without a script, and the game pages' script is at its budget; the card page carries its own
// few bytes for its Print button. It runs after Starlight's search index is built, so the card is
// not a second search result for the same words; the offline worker (listed after it) caches it.

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** A game page to make a card of: its URL path ("/day/") and its title ("Day"). */
interface CardSource {
  readonly page: string;
  readonly title: string;
}

// The quick start's heading and the next part's: an h2, alone (src/markdown/rehype-light-anchors.ts)
// or in Starlight's wrapper when it holds a link of its own.
const START =
  /(?:<div class="sl-heading-wrapper level-h2">)?<h2 id="quick-start"[^>]*>[\s\S]*?<\/h2>(?:<a class="sl-anchor-link"[^>]*>[\s\S]*?<\/a><\/div>)?/;
const NEXT = /<div class="sl-heading-wrapper level-h2">|<h2[\s>]/g;

/** The quick start's HTML in a built game page, without its heading; throws naming what is missing. */
function quickStartHtml(html: string, page: string): string {
  const start = START.exec(html);
  if (!start) throw new Error(`print cards: ${page} has no "## Quick start [#quick-start]" section.`);
  const headingEnd = start.index + start[0].length;
  NEXT.lastIndex = headingEnd;
  const end = NEXT.exec(html)?.index ?? -1;
  if (end < 0) throw new Error(`print cards: ${page}'s quick start is not followed by another section.`);
  const body = html.slice(headingEnd, end);
  if (/<(script|astro-island)\b/.test(body)) {
    throw new Error(`print cards: ${page}'s quick start has a script or an island; the card is plain HTML.`);
  }
  return (
    body
      // The link to the card itself.
      .replace(/<p class="wh-print-card-link[^"]*">[\s\S]*?<\/p>/, '')
      // Links within the page lead back to it.
      .replace(/href="#/g, `href="${page}#`)
  );
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card page: the game page's stylesheets and icon, the quick start, a Print button. */
function cardPage(html: string, source: CardSource, site?: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link rel="(?:stylesheet|shortcut icon|manifest)"[^>]*>/g) ?? [];
  const title = escapeHtml(source.title);
  // On paper the address is the way back to the full rules: the site's own (SITE_URL) when the build
  // knows it; otherwise the page's path, which the card's script completes with the address it is
  // served from (a reader without JavaScript still has the path).
  const address = escapeHtml(site === undefined ? source.page : new URL(source.page, site).href);
  const foot = `The full rules of ${title}, with worked examples: <a id="wh-address" href="${address}">${address}</a>`;
  const origin =
    site === undefined
      ? 'let a=document.getElementById("wh-address");a.textContent=location.origin+a.textContent;'
      : '';
  return `<!doctype html><html lang="en" dir="ltr" data-theme="light"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}: quick start card | Worked Hands</title><meta name="robots" content="noindex"/><meta name="color-scheme" content="light"/>${links.join('')}</head><body><main class="wh-card-page"><header class="wh-card-head"><h1>${title}: quick start</h1><span>Worked Hands</span></header><div class="sl-markdown-content">${quickStartHtml(html, source.page)}</div><p class="wh-card-foot">${foot}</p><p class="wh-card-actions"><button type="button" id="wh-print" hidden>Print this card</button><a href="${source.page}">Back to the full rules</a></p></main><script>${origin}(b=>{b.hidden=!1;b.onclick=()=>print()})(document.getElementById("wh-print"))</script></body></html>`;
}

/** The integration: after the build (and Starlight's search index), a card beside each game page. */
export function printCards(sources: readonly CardSource[]): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'worked-hands:print-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const source of sources) {
          const html = readFileSync(path.join(root, source.page, 'index.html'), 'utf8');
          const out = path.join(root, source.page, 'card');
          mkdirSync(out, { recursive: true });
          writeFileSync(path.join(out, 'index.html'), cardPage(html, source, site));
        }
        logger.info(
          `${sources.length} quick-start cards written (${sources.map((s) => `${s.page}card/`).join(', ')}).`,
        );
      },
    },
  };
}
