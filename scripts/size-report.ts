// Size report (npm run size, npm run bench; npm run size:check fails a page over budget): for each
// HTML page of the built site, the gzipped size of the JavaScript it loads.
//
//   vite-node scripts/size-report.ts [distDir] [--budget KB] [--check]
//       (npm run size, npm run size:check; default dist/, 40 KB in total)
//
// (a) Before any interaction: inline <script> bodies, <script src> files, <link rel="modulepreload">
//     files, and the component-url, renderer-url and before-hydration-url of every <astro-island>
//     whose client directive loads it with the page (client="load", "idle" or "only").
// (b) Total: (a) plus the islands that wait for something (client="visible", "media", or any other
//     directive), with their files.
// Every file's static imports (`import ... from "x"`, `import "x"`, `export ... from "x"`), found by
// es-module-lexer, are followed recursively; dynamic import() is not (it loads on demand). Each file
// counts once per page, gzipped on its own (zlib level 9) since it is served on its own; a page's
// inline scripts are gzipped together, as they travel in the one HTML response. 1 KB = 1,024 bytes.
//
// The HTML is read by parse5, as a browser reads it: comments, attribute values that look like tags
// and the contents of <noscript> (text, where scripts run) hold no scripts; entities in attributes
// are decoded; the contents of <template> elements count (Astro renders an island's slots into one,
// and an island there hydrates with its parent).
//
// It prints a table, flags pages over the budget and writes the same data to
// <distDir>/size-report.json. As a report (npm run size, npm run bench) it exits 0, over budget or
// not; with --check (npm run size:check, in npm test) a page over the budget fails it, with a line
// naming the page, its size and the budget. Exit 1 also means it could not run: no dist directory,
// a bad --budget, or JavaScript that es-module-lexer cannot parse (the message names the file).

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parseArgv } from 'node:util';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { defaultTreeAdapter as tree, parse as parseHtml, type DefaultTreeAdapterTypes } from 'parse5';

await init;

export const DEFAULT_BUDGET_KB = 40;
const KB = 1024;

export interface PageSize {
  /** The page's URL path: "/dawn/" for dawn/index.html, "/404.html". */
  readonly page: string;
  /** The HTML file, relative to the dist directory. */
  readonly file: string;
  /** Gzipped bytes of JavaScript loaded before any interaction. */
  readonly beforeBytes: number;
  /** Gzipped bytes including the islands that wait (client:visible and the like). */
  readonly totalBytes: number;
  readonly beforeKB: number;
  readonly totalKB: number;
  /** Gzipped bytes of the page's inline scripts (part of beforeBytes). */
  readonly inlineBytes: number;
  /** JS files (relative to dist) loaded before interaction, and those only the waiting islands add. */
  readonly beforeFiles: readonly string[];
  readonly laterFiles: readonly string[];
  /** The client directive of each island on the page, counted ("load: 2, visible: 1"). */
  readonly islands: Readonly<Record<string, number>>;
  /** References that could not be measured: other sites, bare specifiers, files not found. */
  readonly unresolved: readonly string[];
  /** totalKB is over the budget: everything the page may load, islands included. */
  readonly overBudget: boolean;
}

export interface SizeReport {
  readonly dist: string;
  readonly budgetKB: number;
  readonly pages: readonly PageSize[];
}

export interface SizeOptions {
  readonly budgetKB?: number;
  /** The site's base path (Astro's `base`), stripped from absolute URLs. Default "/". */
  readonly base?: string;
}

/** Client directives whose island loads with the page, before any interaction. */
const EAGER = new Set(['load', 'idle', 'only']);
/** <script type> values that are JavaScript; anything else (JSON, importmap...) is not run. */
const JS_TYPE = /^(module|(text|application)\/(java|ecma)script)?$/;

export function analyzeSite(distDir: string, options: SizeOptions = {}): SizeReport {
  const dist = path.resolve(distDir);
  if (!existsSync(dist) || !statSync(dist).isDirectory()) throw new Error(`No such directory: ${distDir}`);
  const budgetKB = options.budgetKB ?? DEFAULT_BUDGET_KB;
  const base = normaliseBase(options.base ?? '/');
  const files = fileCache(dist, base);
  const pages = htmlFiles(dist)
    .map((file) => analyzePage(dist, file, files, budgetKB, base))
    .sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
  return { dist, budgetKB, pages };
}

function analyzePage(dist: string, file: string, files: FileCache, budgetKB: number, base: string): PageSize {
  const html = readHtml(readFileSync(path.join(dist, file), 'utf8'));
  const pageUrl = urlOfPage(file);
  const unresolved = new Set<string>();
  const eagerRoots: string[] = [];
  const laterRoots: string[] = [];
  const inline: string[] = [];
  const islands: Record<string, number> = {};
  /** Adds the file `ref` names to `roots`, or notes it as unresolved. */
  const add = (roots: string[], ref: string): void => {
    const resolved = resolveUrl(ref, pageUrl, base);
    if (resolved !== null && files.exists(resolved)) roots.push(resolved);
    else unresolved.add(ref);
  };

  for (const { attrs, body } of html.scripts()) {
    if (!JS_TYPE.test((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    const src = attrs.get('src');
    if (src !== undefined) add(eagerRoots, src);
    else if (body.trim() !== '') {
      inline.push(body);
      // An inline module may import files itself.
      for (const specifier of staticImports(body, file)) add(eagerRoots, specifier);
    }
  }
  for (const attrs of html.tags('link')) {
    const href = attrs.get('href');
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && href !== undefined) add(eagerRoots, href);
  }
  for (const attrs of html.tags('astro-island')) {
    const client = attrs.get('client') ?? '(none)';
    islands[client] = (islands[client] ?? 0) + 1;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attrs.get(name);
      if (url !== undefined && url !== '') add(EAGER.has(client) ? eagerRoots : laterRoots, url);
    }
  }

  const before = files.closure(eagerRoots, unresolved);
  const total = files.closure([...before, ...laterRoots], unresolved);
  const inlineBytes = inline.length === 0 ? 0 : gzipSize(Buffer.from(inline.join('\n'), 'utf8'));
  const sum = (set: ReadonlySet<string>): number => [...set].reduce((bytes, f) => bytes + files.gzipped(f), 0);
  const beforeBytes = inlineBytes + sum(before);
  const totalBytes = inlineBytes + sum(total);
  const beforeKB = round1(beforeBytes / KB);
  return {
    page: pageUrl,
    file,
    beforeBytes,
    totalBytes,
    beforeKB,
    totalKB: round1(totalBytes / KB),
    inlineBytes,
    beforeFiles: [...before].sort(),
    laterFiles: [...total].filter((f) => !before.has(f)).sort(),
    islands,
    unresolved: [...unresolved].sort(),
    overBudget: totalBytes > budgetKB * KB,
  };
}

/** `fn`, computed once per file. */
function memo<T>(fn: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, fn(file));
    return cache.get(file) as T;
  };
}

type FileCache = ReturnType<typeof fileCache>;

/** JS files by path relative to dist: existence, gzipped size and static imports, each found once. */
function fileCache(dist: string, base: string) {
  const full = (file: string): string => path.join(dist, file);
  const exists = memo((file) => existsSync(full(file)) && statSync(full(file)).isFile());
  const gzipped = memo((file) => gzipSize(readFileSync(full(file))));
  const importsOf = memo((file) =>
    /\.m?js$/i.test(file) ? staticImports(readFileSync(full(file), 'utf8'), file) : [],
  );
  /** `roots` and every file they import statically, transitively; unresolvable imports are noted. */
  const closure = (roots: readonly string[], unresolved: Set<string>): Set<string> => {
    const seen = new Set(roots);
    // A Set's iteration also visits what is added to it meanwhile.
    for (const file of seen) {
      for (const specifier of importsOf(file)) {
        const target = resolveUrl(specifier, `${base}${file}`, base);
        if (target !== null && exists(target)) seen.add(target);
        else unresolved.add(`${specifier} (imported by ${file})`);
      }
    }
    return seen;
  };
  return { exists, gzipped, closure };
}

export function gzipSize(data: Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Every .html file under `dir`, relative to it, with "/" separators. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && statSync(path.join(dir, file)).isFile());
}

/** "index.html" -> "/", "dawn/index.html" -> "/dawn/", "404.html" -> "/404.html". */
function urlOfPage(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** "docs", "/docs" or "/docs/" -> "/docs/"; "" or "/" -> "/". */
function normaliseBase(base: string): string {
  return `/${base}/`.replace(/\/{2,}/g, '/');
}

/**
 * A URL in a page or a JS file, as a path relative to dist; null when it is not a file of this
 * site (another origin, data:, a bare module name). `from` is the referring URL path.
 */
export function resolveUrl(ref: string, from: string, base: string): string | null {
  const trimmed = ref.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  // A bare specifier ("preact") in JS cannot load in a browser without an import map; in HTML a
  // plain relative name ("x.js") is relative to the page.
  if (!/^\.{0,2}\//.test(trimmed) && /\.m?js$/.test(from)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(trimmed, `http://site${from}`).pathname);
  } catch {
    return null;
  }
  if (base !== '/' && pathname.startsWith(base)) pathname = `/${pathname.slice(base.length)}`;
  return pathname.replace(/^\/+/, '');
}

// --- HTML: parse5 -------------------------------------------------------------------------------

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

interface Html {
  /** The attributes of every element called `name`, in document order. */
  tags(name: string): Map<string, string>[];
  /** Every <script> element: its attributes and its text. */
  scripts(): { attrs: Map<string, string>; body: string }[];
}

function readHtml(text: string): Html {
  const all = [...elements(parseHtml(text))];
  const named = (name: string): Element[] => all.filter((element) => element.tagName === name);
  return {
    tags: (name) => named(name).map(attributes),
    scripts: () =>
      named('script').map((element) => ({
        attrs: attributes(element),
        body: element.childNodes.map((node) => (tree.isTextNode(node) ? node.value : '')).join(''),
      })),
  };
}

/** Every element under `parent`, in document order, with the contents of each <template>. */
function* elements(parent: ParentNode): Generator<Element> {
  for (const node of parent.childNodes) {
    if (!tree.isElementNode(node)) continue;
    yield node;
    yield* elements(node);
    if (node.tagName === 'template') yield* elements(tree.getTemplateContent(node as DefaultTreeAdapterTypes.Template));
  }
}

/** An element's attributes by name (parse5 has already dropped a repeated one, as browsers do). */
function attributes(element: Element): Map<string, string> {
  return new Map(element.attrs.map(({ name, value }) => [name, value]));
}

// --- JavaScript: es-module-lexer ---------------------------------------------------------------

/**
 * The specifiers of a module's static imports and re-exports, in order: `import x from "a"`,
 * `import "a"`, `export * from "a"`, `export {x} from "a"`. Not `import("a")` (dynamic, loaded on
 * demand) nor `import.meta`. Words inside strings, comments, templates and regular expressions are
 * never mistaken for statements. `name` labels the parse error of invalid code.
 */
export function staticImports(code: string, name?: string): string[] {
  return parse(code, name)[0].flatMap((entry) => (entry.d === -1 && entry.n !== undefined ? [entry.n] : []));
}

// --- the report --------------------------------------------------------------------------------

export function formatReport(report: SizeReport): string {
  const rows = report.pages.map((p) => [
    p.page,
    p.beforeKB.toFixed(1),
    p.totalKB.toFixed(1),
    p.overBudget ? `OVER ${report.budgetKB} KB` : '',
    Object.entries(p.islands)
      .map(([client, count]) => `${client} ${count}`)
      .join(', '),
  ]);
  const head = ['page', 'KB before interaction', 'KB total', 'budget', 'islands'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const over = report.pages.filter((p) => p.overBudget).length;
  const unresolved = report.pages.flatMap((p) => p.unresolved.map((u) => `  ${p.page}: ${u}`));
  return [
    `Gzipped JavaScript per page (zlib level 9, 1 KB = 1,024 bytes), budget ${report.budgetKB} KB in total`,
    line(head),
    ...rows.map(line),
    over === 0
      ? `All ${report.pages.length} pages are within the budget.`
      : `${over} of ${report.pages.length} pages are over the budget.`,
    ...(unresolved.length > 0 ? ['Not measured (not files of this site):', ...unresolved] : []),
  ].join('\n');
}

/** One line for each page over the budget: the page, what it loads and the budget. */
export function budgetFailures(report: SizeReport): string[] {
  return report.pages
    .filter((p) => p.overBudget)
    .map(
      (p) =>
        `${p.page} loads ${p.totalKB.toFixed(1)} KB of JavaScript (gzipped, islands included), ` +
        `over its budget of ${report.budgetKB} KB.`,
    );
}

function parseArgs(args: readonly string[]): { dist: string; budgetKB: number; check: boolean } {
  const { values, positionals } = parseArgv({
    args: [...args],
    options: { budget: { type: 'string' }, check: { type: 'boolean' } },
    allowPositionals: true,
  });
  const budgetKB = values.budget === undefined ? DEFAULT_BUDGET_KB : Number(values.budget);
  if (!Number.isFinite(budgetKB) || budgetKB <= 0)
    throw new Error(`--budget takes a number of KB, not ${values.budget}`);
  return { dist: positionals.at(-1) ?? 'dist', budgetKB, check: values.check === true };
}

export function main(args: readonly string[]): number {
  try {
    const { dist, budgetKB, check } = parseArgs(args);
    if (!existsSync(dist) || !statSync(dist).isDirectory()) {
      console.error(`size report: no built site at ${dist} (run the build first).`);
      return 1;
    }
    const report = analyzeSite(dist, { budgetKB });
    console.log(formatReport(report));
    const out = path.join(dist, 'size-report.json');
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${out}.`);
    const over = check ? budgetFailures(report) : [];
    for (const line of over) console.error(`size check: ${line}`);
    return over.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/**
 * Run as a command, not when imported (by a test or another script). The usual test,
 * import.meta.url === argv[1], fails under vite-node, which drops the script from process.argv and
 * leaves its own binary as argv[1]; so the original command line is read from /proc on Linux, and
 * only where that is unavailable does running under vite-node count as being the command.
 */
function isCommand(): boolean {
  if (process.env['VITEST'] !== undefined) return false;
  const self = fileURLToPath(import.meta.url);
  const names = (args: readonly string[]): boolean => args.some((arg) => arg !== '' && path.resolve(arg) === self);
  if (names(process.argv.slice(1))) return true;
  try {
    return names(readFileSync('/proc/self/cmdline', 'utf8').split('\0'));
  } catch {
    return /vite-node/.test(process.argv[1] ?? '');
  }
}

if (isCommand()) process.exitCode = main(process.argv.slice(2));
