// The size report (scripts/size-report.ts) against a small built site written to a temp directory:
// pages with astro-islands, JS files importing each other, and the traps (imports inside strings,
// comments, templates and regular expressions, dynamic import(), non-JS script types, HTML that
// only looks like a script to a regular expression). --check fails a page over its budget.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  analyzeSite,
  budgetFailures,
  main,
  resolveUrl,
  staticImports,
  type PageSize,
} from '../../scripts/size-report.ts';

let dist = '';
const gz = (text: string): number => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;

/** Deterministic filler that gzip cannot shrink much, so sizes are far apart. */
function noise(bytes: number, seed: number): string {
  let x = seed;
  let out = '';
  while (out.length < bytes) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += (x >>> 8).toString(36);
  }
  return out.slice(0, bytes);
}

const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head>
<script type="module" src="/_astro/page.js"></script>
<script>window.boot = 1;</script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<!-- <script type="module" src="/_astro/commented.js"></script> -->
<link rel="modulepreload" href="/_astro/preloaded.js">
</head><body>
<astro-island uid="a" component-url="/_astro/Stepper.js" component-export="default" renderer-url="/_astro/client.js" props="{&quot;id&quot;:[0,&quot;x&gt;y&quot;]}" ssr client="load" opts="{}"></astro-island>
<astro-island uid="b" component-url="/_astro/Table.js" renderer-url="/_astro/client.js" client="idle"></astro-island>
<astro-island uid="c" component-url="/_astro/Sandbox.js" renderer-url="/_astro/client.js" client="visible"></astro-island>
<script src="https://cdn.example/analytics.js"></script>
</body></html>`,
  'rules/index.html': `<html><body><script type="module" src="../_astro/page.js"></script><p>no islands</p></body></html>`,
  'big/index.html': `<html><body><astro-island component-url="/_astro/Engine.js" renderer-url="/_astro/client.js" client="load"></astro-island></body></html>`,
  '_astro/page.js': `import{a as b}from"./shared.js";const s="import x from './in-string.js'";/* import "./in-comment.js" */const r=/import "\\.\\/in-regex.js"/;export{b};`,
  '_astro/shared.js':
    'export const a=1;const t=`import "./in-template.js" ${ {k:`nested ${1}`}.k }`;import.meta.url;' +
    // import.meta.glob("./glob-*.js") as Vite compiles it, and an asset URL: loaded on demand, if ever.
    'const g=Object.assign({"./glob-page.js":()=>import("./glob-page.js")});' +
    'new URL("./glob-asset.js",import.meta.url);',
  '_astro/client.js': `import"./preact.js";export default function(){return import("./lazy.js")}`,
  '_astro/preact.js': `export*from"./shared.js";export const h=2;`,
  '_astro/Stepper.js': `import {h} from "./preact.js";\nexport default h;`,
  '_astro/Table.js': `import { h } from './preact.js'; export { h as default } from './preact.js';`,
  '_astro/Sandbox.js': `import{h}from"./preact.js";import"./sandbox-engine.js";export default h;`,
  '_astro/sandbox-engine.js': `export const engine="${noise(30_000, 1)}";`,
  '_astro/Engine.js': `export default "${noise(60_000, 2)}";`,
  '_astro/preloaded.js': `export const p=1;`,
  '_astro/lazy.js': `export const lazy=1;`,
  '_astro/commented.js': `export const never=1;`,
  '_astro/glob-page.js': `export const globbed=1;`,
  '_astro/glob-asset.js': `export const asset=1;`,
  // Named only inside strings, comments, templates and regular expressions of page.js and shared.js.
  '_astro/in-string.js': `export const never=1;`,
  '_astro/in-comment.js': `export const never=1;`,
  '_astro/in-regex.js': `export const never=1;`,
  '_astro/in-template.js': `export const never=1;`,
};

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-report-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
});

afterAll(() => {
  if (dist !== '') rmSync(dist, { recursive: true, force: true });
});

/** Runs `check` on a site of its own made of `files`, then removes it. */
function withSite(files: Readonly<Record<string, string>>, check: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-report-site-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const size = (file: string): number => gz(FILES[file] ?? '');
const page = (url: string): PageSize => {
  const found = analyzeSite(dist).pages.find((p) => p.page === url);
  if (!found) throw new Error(`no page ${url}`);
  return found;
};

describe('analyzeSite', () => {
  test('lists every HTML page by URL', () => {
    expect(analyzeSite(dist).pages.map((p) => p.page)).toEqual(['/', '/big/', '/rules/']);
  });

  test('before interaction: scripts, modulepreloads, load and idle islands, and their static imports', () => {
    const home = page('/');
    expect(home.beforeFiles).toEqual([
      '_astro/Stepper.js',
      '_astro/Table.js',
      '_astro/client.js',
      '_astro/page.js',
      '_astro/preact.js',
      '_astro/preloaded.js',
      '_astro/shared.js',
    ]);
    // Not the commented-out script, the dynamic import, nor anything named inside strings.
    expect(home.beforeFiles).not.toContain('_astro/lazy.js');
    expect(home.beforeFiles).not.toContain('_astro/commented.js');
  });

  test('files named by import(), import.meta or only inside strings and comments are not counted', () => {
    const home = page('/');
    const counted = [...home.beforeFiles, ...home.laterFiles];
    for (const name of ['lazy', 'glob-page', 'glob-asset', 'in-string', 'in-comment', 'in-regex', 'in-template']) {
      expect(counted).not.toContain(`_astro/${name}.js`);
    }
  });

  test('the total adds the visible island and its imports', () => {
    expect(page('/').laterFiles).toEqual(['_astro/Sandbox.js', '_astro/sandbox-engine.js']);
  });

  test('sizes: each file gzipped once, inline JS scripts together, JSON scripts not at all', () => {
    const home = page('/');
    const inline = gz('window.boot = 1;');
    expect(home.inlineBytes).toBe(inline);
    const before = home.beforeFiles.reduce((sum, f) => sum + size(f), inline);
    expect(home.beforeBytes).toBe(before);
    expect(home.totalBytes).toBe(before + size('_astro/Sandbox.js') + size('_astro/sandbox-engine.js'));
    expect(home.beforeKB).toBe(Math.round((before / 1024) * 10) / 10);
    expect(home.islands).toEqual({ load: 1, idle: 1, visible: 1 });
  });

  test('relative URLs resolve from the page', () => {
    expect(page('/rules/').beforeFiles).toEqual(['_astro/page.js', '_astro/shared.js']);
    expect(page('/rules/').totalBytes).toBe(page('/rules/').beforeBytes);
  });

  test('references to other sites are reported, not counted', () => {
    expect(page('/').unresolved).toEqual(['https://cdn.example/analytics.js']);
    expect(page('/rules/').unresolved).toEqual([]);
  });

  test('pages over the budget are flagged', () => {
    expect(page('/big/').beforeBytes).toBeGreaterThan(30 * 1024);
    expect(
      analyzeSite(dist, { budgetKB: 20 })
        .pages.filter((p) => p.overBudget)
        .map((p) => p.page),
    ).toEqual(['/big/']);
    expect(analyzeSite(dist, { budgetKB: 1000 }).pages.some((p) => p.overBudget)).toBe(false);
  });

  test('the HTML is read as a browser reads it', () => {
    const counted = ['upper', 'entity', 'in-template', 'after-textarea', 'after-noscript', 'repeated'] as const;
    const never = ['in-attribute', 'in-textarea', 'in-noscript', 'in-title', 'in-comment', 'second'] as const;
    const files: Record<string, string> = {
      'index.html': `<!doctype html><html><head><title><script src="/_astro/in-title.js"></script></title>
<SCRIPT TYPE="MODULE" SRC="/_astro/upper.js"></SCRIPT>
<!-- a comment -- with dashes <script src="/_astro/in-comment.js"></script> -->
</head><body>
<div title="<script src='/_astro/in-attribute.js'></script>" data-x='a > b'></div>
<textarea><script src="/_astro/in-textarea.js"></script></textarea><script src="/_astro/after-textarea.js"></script>
<noscript><script src="/_astro/in-noscript.js"></script></noscript><script src=/_astro/after-noscript.js></script>
<astro-island component-url="/_astro/&#x65;ntity.js?v=1&amp;w=2" renderer-url="" client="load"></astro-island>
<template data-astro-template><astro-island component-url="/_astro/in-template.js" client="load"></astro-island></template>
<script src="/_astro/repeated.js" src="/_astro/second.js"></script>
</body></html>`,
    };
    for (const name of [...counted, ...never])
      files[`_astro/${name}.js`] = `export const ${name.replace('-', '_')} = 1;`;
    withSite(files, (dir) => {
      const [home] = analyzeSite(dir).pages;
      expect(home?.beforeFiles).toEqual(counted.map((name) => `_astro/${name}.js`).sort());
      expect(home?.unresolved).toEqual([]);
      expect(home?.islands).toEqual({ load: 2 });
    });
  });

  test('a missing directory is an error', () => {
    expect(() => analyzeSite(path.join(dist, 'nope'))).toThrow(/No such directory/);
  });
});

describe('staticImports', () => {
  test('the forms of static import and re-export', () => {
    const code = [
      `import a from "./a.js";`,
      `import * as b from './b.js'`,
      `import {c, d as e} from "./c.js";import"./d.js";`,
      `import f, { g } from "./f.js";`,
      `export * from "./g.js"; export * as h from "./h.js"; export { i } from "./i.js";`,
      `export { j }; export const k = 1; export default function l() {}`,
    ].join('\n');
    expect(staticImports(code)).toEqual([
      './a.js',
      './b.js',
      './c.js',
      './d.js',
      './f.js',
      './g.js',
      './h.js',
      './i.js',
    ]);
  });

  test('ignores dynamic import, import.meta, member names and text that only looks like an import', () => {
    const code = [
      `const x = import("./dynamic.js"); const u = import.meta.url; obj.import("./method.js");`,
      `const o = { import: "./key.js", export: "./key2.js" };`,
      `// import "./line-comment.js"`,
      `/* export * from "./block-comment.js" */`,
      'const t = `import "./template.js" ${ `import "./nested.js"` }`;',
      `const r = /import "\\.\\/regex.js"/g; const q = a / 2 / b;`,
      `const s = 'import y from "./string.js"';`,
      `import z from "./real.js";`,
    ].join('\n');
    expect(staticImports(code)).toEqual(['./real.js']);
  });

  test('import.meta.glob (as written and as Vite compiles it) and import.meta.url are not static imports', () => {
    const code = [
      `const raw = import.meta.glob("./pages/*.js");`,
      `const pages = Object.assign({ "./x.js": () => import('./x.js'), "./y.js": () => import("./y.js") });`,
      `const worker = new URL("./worker.js", import.meta.url); const dev = import.meta.env.DEV;`,
      `export * from "./real.js";`,
    ].join('\n');
    expect(staticImports(code)).toEqual(['./real.js']);
  });

  test('a specifier inside a string or a comment is not an import', () => {
    const code = [
      `const s = "import a from './double.js'", t = 'export * from "./single.js"', u = "import './bare.js'";`,
      `// import b from "./line-comment.js"`,
      `/* import "./block-comment.js";`,
      `   export { c } from "./block-comment-2.js"; */`,
      'const v = `${"}"} import "./template.js" ${`export * from "./nested.js"`}`;',
      String.raw`if (x) /import "\.\/regex.js"/.test(y);`,
      `import d from "./real.js"; // import "./after.js"`,
      String.raw`const w = '\\'; import "./real-2.js"; // a string ending in an escaped backslash`,
    ].join('\n');
    expect(staticImports(code)).toEqual(['./real.js', './real-2.js']);
  });

  test('invalid code is an error that names the file', () => {
    expect(() => staticImports('const s = `unterminated', '_astro/bad.js')).toThrow(/_astro\/bad\.js/);
  });
});

describe('resolveUrl', () => {
  test('site paths relative to dist; other sites and bare specifiers in JS are not files of the site', () => {
    expect(resolveUrl('/_astro/a.js', '/dawn/', '/')).toBe('_astro/a.js');
    expect(resolveUrl('../_astro/a.js', '/dawn/', '/')).toBe('_astro/a.js');
    expect(resolveUrl('a.js', '/dawn/', '/')).toBe('dawn/a.js');
    expect(resolveUrl('./b.js', '/_astro/a.js', '/')).toBe('_astro/b.js');
    expect(resolveUrl('preact', '/_astro/a.js', '/')).toBeNull();
    expect(resolveUrl('preact', '/_astro/a.mjs', '/')).toBeNull();
    expect(resolveUrl('https://cdn.example/x.js', '/', '/')).toBeNull();
    expect(resolveUrl('//cdn.example/x.js', '/', '/')).toBeNull();
    expect(resolveUrl('data:text/javascript,1', '/', '/')).toBeNull();
    expect(resolveUrl('/docs/_astro/a.js', '/docs/dawn/', '/docs/')).toBe('_astro/a.js');
  });
});

describe('the command', () => {
  test('prints the table, writes size-report.json and exits 0, even over budget', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(main([dist, '--budget', '20'])).toBe(0);
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toMatch(/\/big\/.*OVER 20 KB/);
      expect(printed).toMatch(/1 of 3 pages are over the budget/);
      const json = JSON.parse(readFileSync(path.join(dist, 'size-report.json'), 'utf8')) as {
        budgetKB: number;
        pages: PageSize[];
      };
      expect(json.budgetKB).toBe(20);
      expect(json.pages.map((p) => p.page)).toEqual(['/', '/big/', '/rules/']);
    } finally {
      log.mockRestore();
    }
  });

  test('takes --budget=KB too, and exits 1 on a budget that is not a positive number', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(main([`--budget=20`, dist])).toBe(0);
      expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/1 of 3 pages are over the budget/);
      expect(main([dist, '--budget', 'lots'])).toBe(1);
      expect(main([dist, '--budget=0'])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/--budget takes a number of KB/);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  test('exits 1, naming the file, on JavaScript that cannot be parsed', () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'size-report-bad-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      mkdirSync(path.join(bad, '_astro'));
      writeFileSync(path.join(bad, 'index.html'), '<script type="module" src="/_astro/bad.js"></script>');
      writeFileSync(path.join(bad, '_astro/bad.js'), 'const s = `unterminated');
      expect(main([bad])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/_astro\/bad\.js/);
    } finally {
      error.mockRestore();
      rmSync(bad, { recursive: true, force: true });
    }
  });

  test('--check fails a page over its budget, naming the page, its size and the budget', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const big = page('/big/');
      expect(main([dist, '--budget', '20', '--check'])).toBe(1);
      const printed = error.mock.calls.map((call) => String(call[0]));
      expect(printed).toEqual([
        `size check: /big/ loads ${big.totalKB.toFixed(1)} KB of JavaScript (gzipped, islands included), over its budget of 20 KB.`,
      ]);
      expect(big.totalKB).toBeGreaterThan(20);
      // The table and the JSON are written all the same.
      expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/1 of 3 pages are over the budget/);
      error.mockClear();
      expect(main([dist, '--check', `--budget=${Math.ceil(big.totalKB)}`])).toBe(0);
      expect(error).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  test('budgetFailures lists exactly the pages over the budget', () => {
    expect(budgetFailures(analyzeSite(dist, { budgetKB: 1000 }))).toEqual([]);
    const failures = budgetFailures(analyzeSite(dist, { budgetKB: 0.1 }));
    expect(failures.map((line) => line.split(' ')[0])).toEqual(['/', '/big/', '/rules/']);
    for (const line of failures)
      expect(line).toMatch(/ loads \d+\.\d KB of JavaScript .*, over its budget of 0\.1 KB\.$/);
  });

  test('exits 1 when the dist directory is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(main([path.join(dist, 'missing')])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/no built site/);
    } finally {
      error.mockRestore();
    }
  });
});
