// The size report (scripts/size-report.ts) against a small built site written to a temp directory:
// pages with astro-islands, JS files importing each other, Vite's manifest of the chunks, and the
// traps (imports inside strings, comments, templates and regular expressions, dynamic import(),
// non-JS script types, HTML that only looks like a script to a regular expression). A game's page
// gets what starting each of its parts loads; --check fails what is over its budget.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  ACTIONS,
  analyzeSite,
  BUDGET,
  budgetFailures,
  main,
  MANIFEST,
  resolveUrl,
  staticImports,
  type ActionSize,
  type PageSize,
  type SiteGame,
  type SizeOptions,
} from '../../scripts/size-report.ts';
import { GAMES as SITE_GAMES } from '../../src/engine/registry.ts';

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

/** Moon has every part (the reader moves first in its sandbox); Sun only worked examples. */
const MOON: SiteGame = {
  id: 'moon',
  page: '/moon/',
  components: { examples: true, sandbox: true, practice: true },
  botFirst: false,
};
const GAMES: readonly SiteGame[] = [
  MOON,
  { id: 'sun', page: '/sun/', components: { examples: true, sandbox: false, practice: false }, botFirst: false },
];

const island = (url: string, client: string, extra = ''): string =>
  `<astro-island component-url="/_astro/${url}" component-export="default" renderer-url="/_astro/client.js" client="${client}"${extra}></astro-island>`;

/** A game's page: its script, a stepper, the sandbox, the island of the parts, the lesson's host. */
const gamePage = (stepper: string, parts: boolean): string => `<!doctype html><html><head>
<script type="module" src="/_astro/page.js"></script></head><body>
${island(stepper, 'visible', ' opts="{}"')}
${parts ? island('MoonSandbox.js', 'visible') : ''}
${parts ? `<div data-part="lesson" data-game="moon" data-link="^#lesson$" data-src="/lessons/moon.json"></div>` : ''}
${parts ? island('page-parts.js', 'asked') : ''}
</body></html>`;

/** Vite's manifest: each entry's file by its source (an island's with Astro's prefix). */
const manifest = (entries: Readonly<Record<string, string>>): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(entries).map(([src, file]) => [src, { file: `_astro/${file}`, src }])),
  );

const MOON_SOURCES: Readonly<Record<string, string>> = {
  'astro-entry:/site/src/components/moon/MoonStepper.tsx': 'MoonStepper.js',
  'astro-entry:/site/src/components/moon/MoonSandbox.tsx': 'MoonSandbox.js',
  'astro-entry:/site/src/components/sun/SunStepper.tsx': 'SunStepper.js',
  'astro-entry:/site/src/astro/page-parts.tsx': 'page-parts.js',
  'src/engine/moon/bot.ts': 'bot.js',
  'src/engine/moon/index.ts': 'tools.js',
  'src/components/core/sandbox/share-codec.ts': 'codec.js',
  'src/components/moon/Lesson.tsx': 'MoonLesson.js',
  'src/components/moon/Practice.tsx': 'MoonPractice.js',
  'src/engine/moon/practice-legal.ts': 'maker-legal.js',
  'src/engine/moon/practice-own.ts': 'maker-own.js',
  'src/engine/core/record-write.ts': 'record-write.js',
  'src/components/core/review/ReviewPanel.tsx': 'ReviewPanel.js',
  'src/components/core/search/client.ts': 'search-client.js',
};

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
  'moon/index.html': gamePage('MoonStepper.js', true),
  'sun/index.html': gamePage('SunStepper.js', false),
  'lessons/moon.json': '{"seed":3,"beats":[{"say":"Deal."}]}',
  [MANIFEST]: manifest(MOON_SOURCES),
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
  // Moon's parts, each a chunk with what it imports.
  '_astro/table.js': `export const table="${noise(2_000, 3)}";`,
  '_astro/MoonStepper.js': `import"./preact.js";import"./table.js";export default 1;`,
  '_astro/SunStepper.js': `import"./preact.js";export default 1;`,
  '_astro/engine.js': `export const engine="${noise(9_000, 4)}";`,
  '_astro/MoonSandbox.js':
    `import"./preact.js";import"./table.js";import"./engine.js";` +
    `const bot=()=>import("./bot.js"),codec=()=>import("./codec.js");` +
    `const s=()=>new Worker(new URL("/_astro/search-worker-x.js",import.meta.url),{type:"module"});export default s;`,
  '_astro/bot.js': `import"./engine.js";export const bot=1;`,
  '_astro/codec.js': `import"./record.js";export const codec=1;`,
  '_astro/record.js': `export const record="${noise(1_500, 5)}";`,
  '_astro/page-parts.js': `import"./preact.js";const l=()=>import("./MoonLesson.js"),p=()=>import("./MoonPractice.js");export default 1;`,
  '_astro/MoonLesson.js': `import"./engine.js";import"./table.js";import"./lesson-core.js";export default 1;`,
  '_astro/lesson-core.js': `export const lesson="${noise(3_000, 6)}";`,
  '_astro/MoonPractice.js': `import"./engine.js";import"./table.js";import"./quiz-core.js";export default 1;`,
  '_astro/quiz-core.js': `export const quiz="${noise(4_000, 7)}";`,
  // The quiz's makers, one per kind of question, fetched by the kind (the largest counts), and the
  // record writer of its "play on from here" link.
  '_astro/maker-core.js': `export const core="${noise(1_000, 9)}";`,
  '_astro/maker-legal.js': `import"./maker-core.js";import"./engine.js";export const legal="${noise(500, 10)}";`,
  '_astro/maker-own.js': `import"./maker-core.js";export const own="${noise(2_500, 11)}";`,
  '_astro/record-write.js': `export const write="${noise(1_000, 12)}";`,
  '_astro/tools.js': `import"./engine.js";export const tools=1;`,
  '_astro/ReviewPanel.js': `import"./preact.js";import"./review-core.js";export default 1;`,
  '_astro/review-core.js': `export const review=1;`,
  '_astro/search-client.js': `import"./preact.js";export const think=1;`,
  '_astro/search-worker-x.js': `self.onmessage=()=>"${noise(12_000, 8)}";`,
};

/** Writes `files` to a new temp directory, returned. */
function writeSite(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-report-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

beforeAll(() => {
  dist = writeSite(FILES);
});

afterAll(() => {
  if (dist !== '') rmSync(dist, { recursive: true, force: true });
});

/** Runs `check` on a site of its own made of `files`, then removes it. */
function withSite(files: Readonly<Record<string, string>>, check: (dir: string) => void): void {
  const dir = writeSite(files);
  try {
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const size = (file: string): number => gz(FILES[file] ?? '');
const analyze = (options: SizeOptions = {}, dir = dist) => analyzeSite(dir, { games: GAMES, ...options });
const page = (url: string, options: SizeOptions = {}, dir = dist): PageSize => {
  const found = analyze(options, dir).pages.find((p) => p.page === url);
  if (!found) throw new Error(`no page ${url}`);
  return found;
};
const action = (p: PageSize, name: string): ActionSize => {
  const found = p.actions.find((a) => a.name === name);
  if (!found) throw new Error(`no ${name} on ${p.page}`);
  return found;
};
const astro = (...names: string[]): string[] => names.map((name) => `_astro/${name}.js`).sort();

describe('before interaction', () => {
  test('lists every HTML page by URL', () => {
    expect(analyze().pages.map((p) => p.page)).toEqual(['/', '/big/', '/moon/', '/rules/', '/sun/']);
  });

  test('scripts, modulepreloads, load and idle islands, and their static imports', () => {
    const home = page('/');
    expect(home.beforeFiles).toEqual(astro('Stepper', 'Table', 'client', 'page', 'preact', 'preloaded', 'shared'));
    // Not the commented-out script, the dynamic import, nor anything named inside strings.
    expect(home.beforeFiles).not.toContain('_astro/lazy.js');
    expect(home.beforeFiles).not.toContain('_astro/commented.js');
    // A page of no game has nothing to start.
    expect(home.actions).toEqual([]);
  });

  test('files named by import(), import.meta or only inside strings and comments are not counted', () => {
    const counted = page('/').beforeFiles;
    for (const name of ['lazy', 'glob-page', 'glob-asset', 'in-string', 'in-comment', 'in-regex', 'in-template']) {
      expect(counted).not.toContain(`_astro/${name}.js`);
    }
  });

  test('sizes: each file gzipped once, inline JS scripts together, JSON scripts not at all', () => {
    const home = page('/');
    const inline = gz('window.boot = 1;');
    expect(home.inlineBytes).toBe(inline);
    const before = home.beforeFiles.reduce((sum, f) => sum + size(f), inline);
    expect(home.beforeBytes).toBe(before);
    expect(home.beforeKB).toBe(Math.round((before / 1024) * 10) / 10);
    expect(home.islands).toEqual({ load: 1, idle: 1, visible: 1 });
  });

  test('relative URLs resolve from the page', () => {
    expect(page('/rules/').beforeFiles).toEqual(astro('page', 'shared'));
  });

  test('references to other sites are reported, not counted', () => {
    expect(page('/').unresolved).toEqual(['https://cdn.example/analytics.js']);
    expect(page('/rules/').unresolved).toEqual([]);
  });

  test('a page over its budget is flagged', () => {
    expect(page('/big/').beforeBytes).toBeGreaterThan(30 * 1024);
    const over = (beforeKB: number): string[] =>
      analyze({ budget: { beforeKB } })
        .pages.filter((p) => p.overBudget)
        .map((p) => p.page);
    expect(over(20)).toEqual(['/big/']);
    expect(over(1000)).toEqual([]);
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
    files[MANIFEST] = '{}';
    withSite(files, (dir) => {
      const [home] = analyzeSite(dir).pages;
      expect(home?.beforeFiles).toEqual(counted.map((name) => `_astro/${name}.js`).sort());
      expect(home?.unresolved).toEqual([]);
      expect(home?.islands).toEqual({ load: 2 });
    });
  });

  test('a missing directory is an error, and so is a build without its manifest', () => {
    expect(() => analyze({}, path.join(dist, 'nope'))).toThrow(/No such directory/);
    withSite({ 'index.html': '<p>x</p>' }, (dir) => expect(() => analyze({}, dir)).toThrow(/No Vite manifest/));
  });
});

describe('what starting each thing loads', () => {
  test("a game's page has what its manifest's parts bring, in order: its examples, its sandbox and what comes with it, its quiz", () => {
    expect(page('/moon/').actions.map((a) => a.name)).toEqual([
      'example',
      'sandbox',
      'lesson',
      'quiz',
      'review',
      'hint',
    ]);
    expect(page('/sun/').actions.map((a) => a.name)).toEqual(['example']);
  });

  test("an island's files with their static imports, less what the page loaded before interaction", () => {
    const moon = page('/moon/');
    // page.js brings shared.js before interaction, which preact.js re-exports: it is not counted again.
    expect(moon.beforeFiles).toEqual(astro('page', 'shared'));
    expect(action(moon, 'example').files).toEqual(astro('MoonStepper', 'client', 'preact', 'table'));
    expect(action(page('/sun/'), 'example').files).toEqual(astro('SunStepper', 'client', 'preact'));
  });

  test('the sandbox: its island, and the bot when a bot moves before the reader can (never the codec of its save)', () => {
    const sandbox = action(page('/moon/'), 'sandbox');
    expect(sandbox.files).toEqual(astro('MoonSandbox', 'client', 'engine', 'preact', 'table'));
    expect(sandbox.bytes).toBe(sandbox.files.reduce((sum, f) => sum + size(f), 0));
    expect(sandbox.kb).toBe(Math.round((sandbox.bytes / 1024) * 10) / 10);
    expect(sandbox.missing).toEqual([]);
    const botFirst = page('/moon/', { games: [{ ...MOON, botFirst: true }] });
    expect(action(botFirst, 'sandbox').files).toEqual(
      astro('MoonSandbox', 'bot', 'client', 'engine', 'preact', 'table'),
    );
  });

  test("the lesson and the quiz: the island of the page's parts, the game's entry, the bot or the tools", () => {
    const moon = page('/moon/');
    expect(action(moon, 'lesson').files).toEqual(
      astro('MoonLesson', 'bot', 'client', 'engine', 'lesson-core', 'page-parts', 'preact', 'table'),
    );
    expect(action(moon, 'quiz').files).toEqual(
      astro(
        'MoonPractice',
        'client',
        'engine',
        'maker-core',
        'maker-own',
        'page-parts',
        'preact',
        'quiz-core',
        'table',
      ),
    );
  });

  test('the quiz counts the largest of its makers, and lists the others and the record writer as asked for once it is ready', () => {
    const quiz = action(page('/moon/'), 'quiz');
    expect(quiz.files).toContain('_astro/maker-own.js');
    expect(quiz.files).not.toContain('_astro/maker-legal.js');
    expect(quiz.afterReady).toEqual(astro('maker-legal', 'record-write'));
    expect(quiz.missing).toEqual([]);
    // Without makers in the build, the model is out of date: named, and so failed by the check.
    const { 'src/engine/moon/practice-legal.ts': _l, 'src/engine/moon/practice-own.ts': _o, ...rest } = MOON_SOURCES;
    withSite({ ...FILES, [MANIFEST]: manifest(rest) }, (dir) =>
      expect(action(page('/moon/', {}, dir), 'quiz').missing).toEqual([
        String.raw`a module matching /^src\/engine\/moon\/practice-[a-z-]+\.ts$/`,
      ]),
    );
  });

  test('a lesson that writes a position does not fetch the tools: its tables come with its script', () => {
    withSite({ ...FILES, 'lessons/moon.json': '{"seed":3,"beats":[{"jump":{"position":{"turn":"A"}}}]}' }, (dir) =>
      expect(action(page('/moon/', {}, dir), 'lesson').files).not.toContain('_astro/tools.js'),
    );
  });

  test('the review and a hint count from the sandbox: their code and the worker the sandbox starts, less its files', () => {
    const moon = page('/moon/');
    expect(action(moon, 'review').files).toEqual(
      astro('ReviewPanel', 'review-core', 'search-client', 'search-worker-x'),
    );
    expect(action(moon, 'hint').files).toEqual(astro('search-client', 'search-worker-x'));
  });

  test('what the build lacks is named, and fails the check', () => {
    const { 'src/components/moon/Lesson.tsx': _lesson, ...rest } = MOON_SOURCES;
    withSite({ ...FILES, [MANIFEST]: manifest(rest) }, (dir) => {
      const lesson = action(page('/moon/', {}, dir), 'lesson');
      expect(lesson.missing).toEqual(['src/components/moon/Lesson.tsx']);
      expect(budgetFailures(analyze({}, dir)).filter((line) => line.startsWith('/moon/'))).toEqual([
        '/moon/: the lesson should load src/components/moon/Lesson.tsx, which the build lacks (scripts/size-report.ts, ACTIONS).',
      ]);
    });
  });

  test('each is held to the budget, or to its own for now', () => {
    const over = (budget: NonNullable<SizeOptions['budget']>): string[] =>
      page('/moon/', { budget })
        .actions.filter((a) => a.overBudget)
        .map((a) => `${a.name} ${a.budgetKB}`);
    // All but the example load more than 5 KB here; the sandbox may load 50 for now.
    expect(over({ actionKB: 5, forNow: { sandbox: 50 } })).toEqual(['lesson 5', 'quiz 5', 'review 5', 'hint 5']);
    expect(over({ actionKB: 1000, forNow: {} })).toEqual([]);
  });

  test("the site's exceptions each name a game and a thing it has, and allow more than the budget", () => {
    const things = new Set(SITE_GAMES.flatMap(({ game }) => ACTIONS.map((action) => `${game.id}/${action.name}`)));
    for (const [name, kb] of Object.entries(BUDGET.forNow)) {
      expect(things, name).toContain(name);
      expect(kb, name).toBeGreaterThan(BUDGET.actionKB);
    }
  });

  test("a game's own budget for a thing is held on its pages alone, before the thing's on every page", () => {
    const over = (budget: NonNullable<SizeOptions['budget']>): string[] =>
      page('/moon/', { budget })
        .actions.filter((a) => a.overBudget)
        .map((a) => `${a.name} ${a.budgetKB}`);
    // Another game's budget for the quiz does not hold here.
    expect(over({ actionKB: 5, forNow: { 'moon/lesson': 50, 'sun/quiz': 50 } })).toEqual([
      'sandbox 5',
      'quiz 5',
      'review 5',
      'hint 5',
    ]);
    expect(over({ actionKB: 5, forNow: { sandbox: 50, 'moon/sandbox': 5 } })).toEqual([
      'sandbox 5',
      'lesson 5',
      'quiz 5',
      'review 5',
      'hint 5',
    ]);
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
  const run = (args: readonly string[]): number => main(args, { games: GAMES });

  test('prints the table, writes size-report.json and exits 0, even over budget', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(run([dist])).toBe(0);
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toMatch(/^\/big\/ +\d\d\.\d !$/m);
      expect(printed).toMatch(/^\/moon\/ +\d+\.\d +\d+\.\d +\d+\.\d +\d+\.\d +\d+\.\d +\d+\.\d +\d+\.\d$/m);
      expect(printed).toMatch(
        /^\/big\/ loads \d\d\.\d KB of JavaScript before interaction, over its budget of 8 KB\.$/m,
      );
      const json = JSON.parse(readFileSync(path.join(dist, 'size-report.json'), 'utf8')) as {
        budget: { beforeKB: number };
        pages: PageSize[];
      };
      expect(json.budget.beforeKB).toBe(8);
      expect(json.pages.map((p) => p.page)).toEqual(['/', '/big/', '/moon/', '/rules/', '/sun/']);
    } finally {
      log.mockRestore();
    }
  });

  test('exits 1, naming the file, on JavaScript that cannot be parsed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      withSite(
        {
          'index.html': '<script type="module" src="/_astro/bad.js"></script>',
          '_astro/bad.js': 'const s = `unterminated',
          [MANIFEST]: '{}',
        },
        (bad) => {
          expect(run([bad])).toBe(1);
          expect(String(error.mock.calls[0]?.[0])).toMatch(/_astro\/bad\.js/);
        },
      );
    } finally {
      error.mockRestore();
    }
  });

  test('--check fails what is over its budget, naming the page, the thing, its size and the budget', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const big = page('/big/');
      expect(run([dist, '--check'])).toBe(1);
      expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
        `size check: /big/ loads ${big.beforeKB.toFixed(1)} KB of JavaScript before interaction, over its budget of 8 KB.`,
      ]);
      error.mockClear();
      withSite({ ...FILES, 'big/index.html': '<p>small now</p>' }, (dir) => {
        expect(run([dir, '--check'])).toBe(0);
        expect(error).not.toHaveBeenCalled();
      });
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  test('budgetFailures lists exactly what is over its budget', () => {
    expect(budgetFailures(analyze({ budget: { beforeKB: 1000, actionKB: 1000, forNow: {} } }))).toEqual([]);
    const failures = budgetFailures(analyze({ budget: { beforeKB: 0.1, actionKB: 1000, forNow: { hint: 0.1 } } }));
    expect(failures).toEqual([
      expect.stringMatching(/^\/ loads \d+\.\d KB of JavaScript before interaction, over its budget of 0\.1 KB\.$/),
      expect.stringMatching(/^\/big\/ loads/),
      expect.stringMatching(/^\/moon\/ loads/),
      expect.stringMatching(
        /^\/moon\/: starting the hint loads \d+\.\d KB of JavaScript, over its budget of 0\.1 KB\.$/,
      ),
      expect.stringMatching(/^\/rules\/ loads/),
      expect.stringMatching(/^\/sun\/ loads/),
    ]);
  });

  test('exits 1 when the dist directory is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(run([path.join(dist, 'missing')])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/no built site/);
    } finally {
      error.mockRestore();
    }
  });
});
