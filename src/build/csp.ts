// The site's Content Security Policy (issue 41), through Astro's experimental.csp: Astro writes a
// <meta http-equiv="content-security-policy"> into every page, with the hashes of the scripts and
// styles it builds itself (our <script>s, which it bundles or inlines; the islands' bootstrap and
// their client directives, our client:asked included; scripts injected 'head-inline', as the
// offline worker's registration is, src/build/offline.ts) and the directives given here.
//
// Astro does not hash an `is:inline` script or style: it never sees it as one, only as text of the
// template. Those are hashed here from the text the template holds, which the build writes into the
// page as it is: Starlight's three (the theme before the first paint, the theme picker, the search
// shortcut) and any in our own .astro files (the quick-start card's Print button; the <noscript>
// styles that hide the start buttons a reader without JavaScript cannot use).
//
// A meta policy cannot say frame-ancestors, report-uri or sandbox (browsers ignore them there): a
// host that wants them sends them as a header of its own.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A source expression for a hash, as CSP and Astro's config write it. */
type CspHash = `sha256-${string}`;

/** The hash of a script's or a style's text, as the browser computes it (UTF-8, SHA-256, base64). */
export function cspHash(text: string): CspHash {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Every directive but script-src and style-src, which Astro writes (below). Everything comes from
 * the site itself: pages, scripts, the workers (the strong bot's and the offline one), the fetches
 * (examples' frames, lessons, Pagefind's index); pictures are the site's or data: URLs (Day's hand
 * pictures are SVG data: images). No plugins, no <base> elsewhere, forms post nowhere else.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * script-src: the site's own files, and WebAssembly compiled from them: Pagefind's search runs on
 * its .wasm, which needs 'wasm-unsafe-eval' (it allows compiling WebAssembly, not eval of strings).
 */
const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"];

/**
 * style-src: the site's stylesheets, and the is:inline <style>s hashed here. The style attributes
 * are each page's own: src/build/csp-pages.ts adds their hashes, with 'unsafe-hashes', once the page
 * is written (Astro writes the policy before the body that holds them).
 */
const STYLE_SOURCES = ["'self'"];

/** Starlight's components that render an is:inline script on every page of its own. */
const STARLIGHT_INLINE = ['ThemeProvider', 'ThemeSelect', 'Search'] as const;

/** Our own templates: every .astro file under these folders of the project. */
const OWN_FOLDERS = ['src', 'pages'] as const;

/** The .astro files whose is:inline scripts and styles pages carry, under the project's folder. */
function templates(root: string): string[] {
  // Starlight's package exports its components to `import` only, hence the path.
  const starlight = STARLIGHT_INLINE.map((name) =>
    path.join(root, 'node_modules', '@astrojs', 'starlight', 'components', `${name}.astro`),
  );
  const own = OWN_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .sort()
      .map((file) => path.join(root, folder, file)),
  );
  return [...starlight, ...own];
}

/** One is:inline element of a template: its tag and the text the page will hold. */
interface InlineText {
  readonly tag: 'script' | 'style';
  readonly text: string;
}

/**
 * The is:inline scripts and styles of an .astro template, with their text as written (Astro copies
 * it into the page unchanged). One whose text Astro changes (define:vars) or that names a file
 * (src) is not inline text; one built from an expression (set:html) cannot be read here: the build
 * stops rather than write a policy that would block it.
 */
export function inlineTexts(template: string, file = 'template'): InlineText[] {
  const found: InlineText[] = [];
  for (const match of template.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/g)) {
    const [, tag, attributes = '', text = ''] = match;
    if (!/\bis:inline\b/.test(attributes) || /\bsrc\s*=/.test(attributes)) continue;
    if (/\b(define:vars|set:html|set:text)\b/.test(attributes)) {
      throw new Error(`${file}: an is:inline <${tag}> with ${attributes.trim()}: the policy cannot hash its text.`);
    }
    found.push({ tag: tag === 'style' ? 'style' : 'script', text });
  }
  return found;
}

/**
 * Astro's experimental.csp: the directives, and the hashes of the is:inline texts. `root` is the
 * project's folder, where the build and the tests run.
 */
export function contentSecurityPolicy(root = process.cwd()) {
  const texts = templates(root).flatMap((file) => inlineTexts(readFileSync(file, 'utf8'), file));
  const hashes = (tag: InlineText['tag']): CspHash[] => [
    ...new Set(texts.filter((entry) => entry.tag === tag).map((entry) => cspHash(entry.text))),
  ];
  return {
    algorithm: 'SHA-256' as const,
    directives: [...DIRECTIVES],
    scriptDirective: { resources: SCRIPT_SOURCES, hashes: hashes('script') },
    styleDirective: { resources: STYLE_SOURCES, hashes: hashes('style') },
  };
}
