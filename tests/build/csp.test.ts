// The Content Security Policy's pure parts (src/build/csp.ts, src/build/csp-pages.ts): the hash of
// an inline text, the is:inline texts of a template, what a page holds inline, the policy finished
// for a page, and what a page holds that its policy does not allow. The browser test
// (tests/e2e/csp.spec.ts) checks the built site with the same functions.
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, cspHash, inlineTexts } from '../../src/build/csp.ts';
import { disallowed, finishPolicy, inlineOf, policiesOf, policyFor, sourcesOf } from '../../src/build/csp-pages.ts';

const script = "alert('Hello, world.');";
const style = 'p{color:red}';
const attribute = 'height: 12rem';

/** A page as Astro writes it: its policy after a head script, with the given body. */
function page(policy: string, body: string, head = `<script>${script}</script>`): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}<meta http-equiv="content-security-policy" content="${policy}"><title>t</title></head><body>${body}</body></html>`;
}

describe('cspHash', () => {
  test("is the browser's: SHA-256 of the UTF-8 text, in base64 (the example of the CSP specification)", () => {
    expect(cspHash(script)).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
  test('counts every character: whitespace changes it, and a non-ASCII one counts as its UTF-8 bytes', () => {
    expect(cspHash(` ${script}`)).not.toBe(cspHash(script));
    // \xc3\xa9, as `printf 'é' | openssl dgst -sha256 -binary | base64` gives it (not Latin-1's \xe9).
    expect(cspHash('é')).toBe('sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=');
  });
});

describe('inlineTexts', () => {
  test('finds the is:inline scripts and styles of a template, their text as written', () => {
    const template = `---\nconst a = 1;\n---\n<script is:inline>\n  go();\n</script><script>bundled();</script>\n<style is:inline>${style}</style><style>scoped{}</style>`;
    expect(inlineTexts(template)).toEqual([
      { tag: 'script', text: '\n  go();\n' },
      { tag: 'style', text: style },
    ]);
  });
  test('passes over an is:inline script that names its file', () => {
    expect(inlineTexts('<script is:inline src="/x.js"></script>')).toEqual([]);
  });
  test('stops at one whose text Astro changes or builds from an expression', () => {
    expect(() => inlineTexts('<script is:inline define:vars={{ a }}>a</script>', 'X.astro')).toThrow(/X\.astro/);
    expect(() => inlineTexts('<style is:inline set:html={css}></style>')).toThrow(/cannot hash/);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy();
  test("gives Astro the site's directives and sources, and no inline allowance", () => {
    expect(csp.algorithm).toBe('SHA-256');
    expect(csp.directives).toContain("img-src 'self' data:");
    expect(csp.directives).toContain("worker-src 'self'");
    expect(csp.scriptDirective.resources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.styleDirective.resources).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  });
  test("hashes the is:inline scripts of Starlight's templates and our own, and our is:inline styles", () => {
    expect(csp.scriptDirective.hashes.length).toBeGreaterThanOrEqual(4);
    expect(csp.styleDirective.hashes.length).toBeGreaterThanOrEqual(3);
    for (const hash of [...csp.scriptDirective.hashes, ...csp.styleDirective.hashes]) {
      expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    }
  });
});

describe('inlineOf', () => {
  test('reads the scripts that run, the styles, the style attributes (decoded) and event handlers', () => {
    const html = page(
      '',
      `<script type="application/json">{"a":1}</script><script type="module">m()</script><script src="/x.js"></script>` +
        `<noscript><style>${style}</style></noscript><div style="content: &quot;x&quot;"></div><button onclick="go()"></button>` +
        `<template><p style="${attribute}"></p></template>`,
    );
    expect(inlineOf(html)).toEqual({
      scripts: [script, 'm()'],
      styles: [style],
      styleAttributes: ['content: "x"', attribute],
      handlers: ['onclick="go()"'],
    });
  });
});

describe('sourcesOf and policiesOf', () => {
  test("a directive's sources, or default-src's when the policy does not name it; the first of two counts", () => {
    const policy = "default-src 'self'; img-src 'self' data:; img-src 'none'";
    expect(sourcesOf(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(sourcesOf(policy, 'worker-src')).toEqual(["'self'"]);
    expect(policiesOf(page(policy, ''))).toEqual([policy]);
  });
});

describe('policyFor and finishPolicy', () => {
  const unused = `'${cspHash('unused()')}'`;
  const astro = `default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' '${cspHash(script)}' ${unused}; style-src 'self' '${cspHash(style)}' ${unused};`;

  test("keeps only the hashes of what the page holds, and adds its style attributes' with 'unsafe-hashes'", () => {
    const inline = { scripts: [script], styles: [], styleAttributes: [attribute, attribute], handlers: [] };
    expect(policyFor(astro, inline)).toBe(
      `default-src 'self'; img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' '${cspHash(script)}'; style-src 'self' 'unsafe-hashes' '${cspHash(attribute)}';`,
    );
  });
  test("never adds a hash Astro did not list for a script or a <style>; no 'unsafe-hashes' without style attributes", () => {
    const inline = { scripts: ['injected()'], styles: [style], styleAttributes: [], handlers: [] };
    const policy = policyFor(astro, inline);
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(sourcesOf(policy, 'style-src')).toEqual(["'self'", `'${cspHash(style)}'`]);
  });
  test('refuses a policy without script-src or style-src', () => {
    expect(() => policyFor("default-src 'self'", inlineOf(page('', '')), 'x.html')).toThrow(/x\.html.*script-src/);
  });

  test('puts the policy first in the head, where it governs every script and style, and the page is then sound', () => {
    const html = page(astro, `<div style="${attribute}"></div>`);
    expect(disallowed(html)).toEqual([
      'the policy comes after a script, a style or a stylesheet, which it does not govern',
      `style attribute "${attribute}": the policy lacks '${cspHash(attribute)}'`,
    ]);
    const finished = finishPolicy(html);
    expect(finished).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"\/><meta http-equiv="content-security-policy"/,
    );
    expect(policiesOf(finished)).toHaveLength(1);
    expect(disallowed(finished)).toEqual([]);
    expect(finishPolicy(finished)).toBe(finished);
  });
  test('refuses a page without exactly one policy', () => {
    expect(() => finishPolicy('<html><head></head><body></body></html>', 'bare.html')).toThrow(/bare\.html: 0/);
  });
});

describe('disallowed', () => {
  const policy = `script-src 'self' '${cspHash(script)}'; style-src 'self' 'unsafe-hashes' '${cspHash(attribute)}';`;
  const sound = (body: string) => finishPolicy(page(policy, body));

  test('names an inline script, a <style> or a style attribute the policy lacks, and any event handler', () => {
    expect(disallowed(sound(`<div style="${attribute}"></div>`))).toEqual([]);
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}"></head><body><script>other()</script><style>${style}</style><p style="color: red" onclick="go()"></p></body>`;
    expect(disallowed(html)).toEqual([
      `inline script "other()": the policy lacks '${cspHash('other()')}'`,
      `<style> "${style}": the policy lacks '${cspHash(style)}'`,
      `style attribute "color: red": the policy lacks '${cspHash('color: red')}'`,
      'event handler attribute "onclick=\\"go()\\"": never allowed',
    ]);
  });
  test("a style attribute's hash counts only with 'unsafe-hashes'", () => {
    const without = `style-src 'self' '${cspHash(attribute)}'; script-src 'self'`;
    const html = `<head><meta http-equiv="content-security-policy" content="${without}"></head><body><p style="${attribute}"></p></body>`;
    expect(disallowed(html)).toEqual([`style attribute "${attribute}": the policy lacks '${cspHash(attribute)}'`]);
  });
  test('a page with two policies, or none, is not sound', () => {
    expect(disallowed('<p></p>')).toEqual(['0 Content Security Policies (meta elements), not 1']);
  });
});
