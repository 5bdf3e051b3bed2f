// Size report (npm run bench): for each HTML page of the built site, the gzipped size
// of the JavaScript it loads.
//
//   vite-node scripts/size-report.ts [distDir] [--budget KB]     (npm run size; default dist/, 40 KB in total)
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
// It prints a table, flags pages over the budget, writes the same data to <distDir>/size-report.json
// and exits 0, over budget or not: it is a report, not a test. Exit 1 means it could not run: no dist
// directory, a bad --budget, or JavaScript that es-module-lexer cannot parse (the message names the file).

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parseArgv } from 'node:util';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

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
  const html = stripComments(readFileSync(path.join(dist, file), 'utf8'));
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

  for (const { attrs, body } of scripts(html)) {
    if (!JS_TYPE.test((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    const src = attrs.get('src');
    if (src !== undefined) add(eagerRoots, src);
    else if (body.trim() !== '') {
      inline.push(body);
      // An inline module may import files itself.
      for (const specifier of staticImports(body, file)) add(eagerRoots, specifier);
    }
  }
  for (const attrs of tags(html, 'link')) {
    const href = attrs.get('href');
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && href !== undefined) add(eagerRoots, href);
  }
  for (const attrs of tags(html, 'astro-island')) {
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

// --- HTML, just enough of it -------------------------------------------------------------------

function stripComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attrs;
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|quot|apos|lt|gt|#39|#x27);/g,
    (_, name: string) => ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" })[name] ?? _,
  );
}

/** A start tag after its name: the attributes (quoted values may hold ">"), captured, then ">". */
const START_TAG = `(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`;

/** The attributes of every <name ...> start tag. */
function tags(html: string, name: string): Map<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}${START_TAG}`, 'gi'))].map((m) => parseAttributes(m[1] ?? ''));
}

/** Every <script> element: its attributes and its text (raw, up to </script: a script body is not HTML). */
function scripts(html: string): { attrs: Map<string, string>; body: string }[] {
  return [...html.matchAll(new RegExp(`<script${START_TAG}([\\s\\S]*?)(?:</script|$)`, 'gi'))].map((m) => ({
    attrs: parseAttributes(m[1] ?? ''),
    body: m[2] ?? '',
  }));
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

function parseArgs(args: readonly string[]): { dist: string; budgetKB: number } {
  const { values, positionals } = parseArgv({
    args: [...args],
    options: { budget: { type: 'string' } },
    allowPositionals: true,
  });
  const budgetKB = values.budget === undefined ? DEFAULT_BUDGET_KB : Number(values.budget);
  if (!Number.isFinite(budgetKB) || budgetKB <= 0)
    throw new Error(`--budget takes a number of KB, not ${values.budget}`);
  return { dist: positionals.at(-1) ?? 'dist', budgetKB };
}

export function main(args: readonly string[]): number {
  try {
    const { dist, budgetKB } = parseArgs(args);
    if (!existsSync(dist) || !statSync(dist).isDirectory()) {
      console.error(`size report: no built site at ${dist} (run the build first).`);
      return 1;
    }
    const report = analyzeSite(dist, { budgetKB });
    console.log(formatReport(report));
    const out = path.join(dist, 'size-report.json');
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${out}.`);
    return 0;
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
