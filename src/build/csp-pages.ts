// Each built page's Content Security Policy, finished after the build (issue 41). Astro writes the
// policy (src/build/csp.ts) as the page's head is rendered, before the page's body: it cannot know
// the style attributes the body will hold (Starlight's icon sizes and sidebar depth, our examples'
// and sandbox's reserved heights), which a policy without 'unsafe-inline' blocks unless it lists
// each one's hash with 'unsafe-hashes'. So once the pages are written, this:
//
//   - keeps in script-src and style-src only the hashes of what the page holds (Astro writes every
//     page's and every template's into each), and adds 'unsafe-hashes' and the hash of each style
//     attribute of the page to its style-src (none on a page that has none);
//   - moves the policy to the top of the head, just after <meta charset>: a policy in a meta element
//     governs only what comes after it, and Astro puts it after Starlight's theme script;
//   - stops the build, naming the page and the text, when the page holds an inline script or style
//     its policy does not allow, or an event handler attribute (onclick=…), which it never allows.
//
// The same reading of a page (what it holds inline, what its policy allows) serves the browser
// tests (tests/e2e/csp.spec.ts), which check every built page with it.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { cspHash } from './csp.ts';
import { elements, textOf } from './html.ts';

type Element = DefaultTreeAdapterTypes.Element;

/** What a page holds inline, which its policy must allow by hash. */
interface Inline {
  /** The text of each script the browser would run (not a data block such as JSON). */
  readonly scripts: readonly string[];
  /** The text of each <style> element, those in <noscript> included (they apply without JavaScript). */
  readonly styles: readonly string[];
  /** The value of each style attribute, as the browser reads it (entities decoded). */
  readonly styleAttributes: readonly string[];
  /** Each event handler attribute, as `name="value"`: the policy allows none. */
  readonly handlers: readonly string[];
}

/** Script types a browser runs; any other (application/json, ld+json…) is a data block. */
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/;

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((entry) => entry.name === name)?.value;

/**
 * What `html` holds inline. Read twice, as the two kinds of reader read it: with scripting on
 * (a <noscript>'s contents are text, and its scripts never run) for the scripts, and with it off for
 * the rest, so that the styles a reader without JavaScript gets are counted too.
 */
export function inlineOf(html: string): Inline {
  const scripts = [...elements(parse(html, { scriptingEnabled: true }))]
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .filter((element) => RUNS.test((attribute(element, 'type') ?? '').trim().toLowerCase()))
    .map(textOf);
  const all = [...elements(parse(html, { scriptingEnabled: false }))];
  return {
    scripts,
    styles: all.filter((element) => element.tagName === 'style').map(textOf),
    styleAttributes: all.flatMap((element) => attribute(element, 'style') ?? []),
    handlers: all.flatMap((element) =>
      element.attrs.filter(({ name }) => name.startsWith('on')).map(({ name, value }) => `${name}="${value}"`),
    ),
  };
}

/** The policies of the page's <meta http-equiv="content-security-policy"> elements, in order. */
export function policiesOf(html: string): string[] {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === 'meta')
    .filter((element) => attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((element) => attribute(element, 'content') ?? '');
}

/** The sources a policy gives a directive (with default-src's when it does not name it). */
export function sourcesOf(policy: string, directive: string): string[] {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives.get(directive) ?? directives.get('default-src') ?? [];
}

/** A few words of a text, to name it in a message. */
const excerpt = (text: string): string => {
  const words = text.trim().replace(/\s+/g, ' ');
  return JSON.stringify(words.length > 60 ? `${words.slice(0, 60)}…` : words);
};

/**
 * What the page holds that its policy does not allow, each as a sentence naming it and the hash it
 * lacks: an empty list for a page that is sound. A page must have exactly one policy, in its head
 * before any script, style or stylesheet (a meta policy governs only what follows it).
 */
export function disallowed(html: string): string[] {
  const policies = policiesOf(html);
  if (policies.length !== 1) return [`${policies.length} Content Security Policies (meta elements), not 1`];
  const [policy = ''] = policies;
  const problems: string[] = [];
  const first = [...elements(parse(html))].find(
    (element) =>
      ['script', 'style', 'link', 'meta'].includes(element.tagName) &&
      (element.tagName !== 'meta' || attribute(element, 'http-equiv') !== undefined),
  );
  if (first === undefined || attribute(first, 'http-equiv')?.toLowerCase() !== 'content-security-policy') {
    problems.push('the policy comes after a script, a style or a stylesheet, which it does not govern');
  }
  const scriptSources = sourcesOf(policy, 'script-src');
  const styleSources = sourcesOf(policy, 'style-src');
  const inline = inlineOf(html);
  const check = (kind: string, texts: readonly string[], sources: readonly string[]): void => {
    for (const text of texts) {
      const hash = cspHash(text);
      if (!sources.includes(`'${hash}'`)) problems.push(`${kind} ${excerpt(text)}: the policy lacks '${hash}'`);
    }
  };
  check('inline script', inline.scripts, scriptSources);
  check('<style>', inline.styles, styleSources);
  check('style attribute', inline.styleAttributes, styleSources.includes("'unsafe-hashes'") ? styleSources : []);
  for (const handler of inline.handlers) problems.push(`event handler attribute ${excerpt(handler)}: never allowed`);
  return problems;
}

/** Astro's policy element, as it writes it (its content never holds a double quote). */
const POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/g;

/** A hash source expression ('sha256-…'), as against a keyword or an origin. */
const isHash = (source: string): boolean => /^'sha(256|384|512)-/.test(source);

/**
 * The policy's text for one page, from the site's: script-src and style-src keep only the hashes of
 * what this page holds inline (Astro lists every page's and every template's in each), and style-src
 * gains 'unsafe-hashes' and the hashes of the page's style attributes, if it has any. A hash Astro
 * did not list is never added for a script or a <style>: what the build did not mean to allow stays
 * refused, and disallowed() names it.
 */
export function policyFor(policy: string, inline: Inline, page = 'page'): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((part): part is [string, ...string[]] => part[0] !== undefined && part[0] !== '');
  const used = (texts: readonly string[]): Set<string> => new Set(texts.map((text) => `'${cspHash(text)}'`));
  const scripts = used(inline.scripts);
  const styles = used(inline.styles);
  const attributes = [...used(inline.styleAttributes)];
  for (const name of ['script-src', 'style-src']) {
    if (!directives.some(([directive]) => directive === name)) throw new Error(`${page}: its policy has no ${name}.`);
  }
  return `${directives
    .map(([name, ...sources]) => {
      if (name === 'script-src') return [name, ...sources.filter((source) => !isHash(source) || scripts.has(source))];
      if (name !== 'style-src') return [name, ...sources];
      const kept = sources.filter((source) => (isHash(source) ? styles.has(source) : source !== "'unsafe-hashes'"));
      return attributes.length === 0 ? [name, ...kept] : [name, ...kept, "'unsafe-hashes'", ...attributes];
    })
    .map((parts) => parts.join(' '))
    .join('; ')};`;
}

/**
 * The page with its policy finished (policyFor) and moved to the top of the head, after <meta
 * charset> when there is one. A page without exactly one policy where Astro puts it is refused: the
 * build would ship it bare.
 */
export function finishPolicy(html: string, page = 'page'): string {
  const found = [...html.matchAll(POLICY)];
  if (found.length !== 1) throw new Error(`${page}: ${found.length} Content Security Policies where Astro writes one.`);
  const [element = '', policy = ''] = found[0] ?? [];
  const finished = policyFor(policy, inlineOf(html), page);
  const without = html.replace(element, '');
  const head = /<head\b[^>]*>(\s*<meta charset="[^"]*"\s*\/?>)?/i.exec(without);
  if (head === null) throw new Error(`${page}: no <head> to put its Content Security Policy in.`);
  const at = head.index + head[0].length;
  return `${without.slice(0, at)}<meta http-equiv="content-security-policy" content="${finished}">${without.slice(at)}`;
}

/**
 * The integration: finishes every built page's policy and stops the build on a page holding what
 * its policy does not allow. List it before the offline worker's, which records each file's
 * revision as it is then.
 */
export function finishPolicies(): AstroIntegration {
  return {
    name: 'worked-hands:csp-pages',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const problems: string[] = [];
        const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
        for (const page of pages) {
          const file = path.join(root, page);
          const html = finishPolicy(readFileSync(file, 'utf8'), page);
          writeFileSync(file, html);
          problems.push(...disallowed(html).map((problem) => `${page}: ${problem}`));
        }
        if (problems.length > 0) {
          throw new Error(
            `Content Security Policy: pages hold what their policy does not allow (src/build/csp.ts says how an inline script gets its hash):\n${problems.join('\n')}`,
          );
        }
        logger.info(`Content Security Policy finished in ${pages.length} pages.`);
      },
    },
  };
}
