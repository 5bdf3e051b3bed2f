// The layering checks behind tests/structure/structure.test.ts (docs/ARCHITECTURE.md says what each
// floor may import). They read a source tree from a root folder and a list of games, so the test
// runs them on the project with the registry's games and on a small planted tree with one violation
// of each kind. Imports and names are read from the TypeScript syntax tree (an .astro file's
// frontmatter, scripts and template alike), so comments never count and every import form does:
// static, `import()`, `new URL('…', import.meta.url)` and `import.meta.glob`.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/** What the checks need of a game: its manifest's id, title, page and islands. */
export interface StructureGame {
  readonly id: string;
  readonly title: string;
  /** The page's site path, "/day/": its source is content/docs/day.mdx. */
  readonly page: string;
  readonly components: { readonly examples: boolean; readonly sandbox: boolean; readonly practice: boolean };
}

export type ViolationKind =
  /** A component imports a module of a game's engine folder that is not meant for pages. */
  | 'engine-internals'
  /** One game's folder imports another game's folder. */
  | 'cross-game'
  /** The engine imports something outside src/engine (components, the site, the DOM's libraries). */
  | 'engine-impure'
  /** A shared folder imports a game's folder. */
  | 'shared-imports-game'
  /** A shared folder names a game in code: a string or an identifier. */
  | 'shared-names-game'
  /** A game lacks a file the contract needs. */
  | 'missing-file';

export interface Violation {
  readonly kind: ViolationKind;
  /** The file at fault (for a missing file, the file that should exist), from the root, with slashes. */
  readonly file: string;
  /** 1-based; 0 for a missing file. */
  readonly line: number;
  /** What is wrong and how to fix it. */
  readonly message: string;
}

/**
 * The modules of src/engine/<game>/ that components (src/components/) may import. The rest of the
 * folder is the engine's own: a page that imported it would ship engine code it does not need, or
 * come to depend on how the rules are written rather than on what they give a page.
 */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  'ui.ts': 'what the components may use: the view and action types, notation, card names',
  'play-manifest.ts': 'what the sandbox and the quiz load: the game without its tools, the bot and the tools on demand',
  'practice.ts': "the quiz's topics, which the game's Practice.tsx hands to the quiz",
  'search.ts': "the strong bot's SearchSpec, which the game's search worker (search-worker.ts) runs",
  'page.ts':
    "engine work a page does while the site is built, when a game has any (Day's win-conditions table scores its examples); kept apart from ui.ts so the islands never ship it",
};

/** The folders every game shares: none of them may import a game's folder or name a game in code. */
const SHARED_FOLDERS: readonly string[] = [
  'src/engine/core',
  'src/components/core',
  'src/site',
  'src/astro',
  'src/examples',
  'src/lessons',
  'src/markdown',
  'src/build',
  'scripts',
];

/** The files every game's engine folder has, and why. */
const ENGINE_FILES: Readonly<Record<string, string>> = {
  'game.ts': 'the game a page plays (defineGame)',
  'index.ts': 'the game with its tools (withTools), for tests, examples and searching bots',
  'manifest.ts': 'what the registry lists',
  'play-manifest.ts': 'what the sandbox loads',
  'ui.ts': 'what its components may import',
  'rules.ts': "the rule book, matched against the page's rule sections",
  'options.ts': 'its option book (defineOptions)',
  'search.ts': "the strong bot's SearchSpec",
  'practice.ts': 'the practice topics its page offers',
};

/** The files of src/components/<game>/ that each island the manifest turns on needs. */
const COMPONENT_FILES: Readonly<Record<keyof StructureGame['components'], Readonly<Record<string, string>>>> = {
  examples: { 'Stepper.astro': "the worked examples' stepper island, which <Example> renders" },
  sandbox: {
    'Sandbox.astro': 'the sandbox island, which <Sandbox> renders',
    'search-worker.ts': "the sandbox's strong bot and hints, in a Web Worker",
  },
  practice: { 'Practice.tsx': 'the practice quiz on its table, which <Practice> loads' },
};

const SOURCE = /\.(ts|tsx|mts|js|mjs|astro|mdx)$/;
const ENGINE = 'src/engine';
const COMPONENTS = 'src/components';
/** The pages: a game's page is its own, like its folders; the others are shared, for imports. */
const PAGES = 'content/docs';
/** Packages the engine must never import: it runs without a DOM, a framework or I/O. */
const IMPURE_PACKAGE = /^(node:|fs$|path$|preact|astro|@astrojs\/)/;

/** Every violation in the tree at `root`, in file and line order. */
export function checkStructure(root: string, games: readonly StructureGame[]): Violation[] {
  const ids = new Set(games.map((game) => game.id));
  const files = sourceFiles(root, [ENGINE, COMPONENTS, ...SHARED_FOLDERS, PAGES]);
  const pageOf = new Map(games.map((game) => [pageSource(game), game.id]));
  const found: Violation[] = [];
  for (const file of files) {
    const code = parseSource(file, readFileSync(posix.join(root, file), 'utf8'));
    // A page other than a game's (the home page, the glossary) is shared like src/site.
    const shared = SHARED_FOLDERS.some((folder) => within(file, folder)) || (within(file, PAGES) && !pageOf.has(file));
    const own = gameFolderOf(file, ids)?.game ?? pageOf.get(file) ?? null;
    for (const { spec, line } of code.imports) {
      const target = resolve(file, spec);
      const into = target === null ? null : gameFolderOf(target, ids);
      if (shared) {
        if (into) found.push(sharedImport(file, line, target as string, into, games));
      } else if (own !== null && into && into.game !== own) {
        found.push(crossGame(file, line, target as string, own, into.game, games));
      } else if (!within(file, ENGINE) && into?.area === ENGINE && !Object.hasOwn(PAGE_MODULES, into.module)) {
        found.push(engineInternals(file, line, target as string, into.game, games));
      }
      if (within(file, ENGINE) && (target === null ? IMPURE_PACKAGE.test(spec) : !within(target, ENGINE))) {
        found.push({
          kind: 'engine-impure',
          file,
          line,
          message: `imports ${target ?? spec}, outside the engine. The engine is pure TypeScript (no DOM, no Astro, no Preact, no I/O) and imports only src/engine: move this code out of the engine, to the game's components or the site.`,
        });
      }
    }
    if (shared && !within(file, PAGES)) found.push(...namesOfGames(file, code, games));
  }
  found.push(...missingFiles(root, games));
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message));
}

/** One line per violation: where, what, and the fix. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.file}${v.line > 0 ? `:${v.line}` : ''} [${v.kind}] ${v.message}`).join('\n');
}

// ---- Reading the files ----

interface Code {
  /** Every module a file names: imports, exports from, import(), new URL(…, import.meta.url), globs. */
  readonly imports: { spec: string; line: number }[];
  /** Every string and identifier in its code (never a comment or a template's text), by line. */
  readonly strings: { text: string; line: number }[];
  readonly identifiers: { text: string; line: number }[];
}

/** Source files under `folders` (those that exist), from the root, with slashes, sorted. */
function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(posix.join(root, dir))) {
      const path = posix.join(dir, name);
      if (statSync(posix.join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name)) files.add(path);
    }
  };
  for (const folder of folders) if (existsSync(posix.join(root, folder))) walk(folder);
  return [...files].sort();
}

/**
 * An .astro file is three kinds of code: the frontmatter and the <script>s are TypeScript, the
 * template is read as TSX (its <style>s and HTML comments set aside). Each part is parsed from a
 * copy of the whole file with everything else blanked, so lines stay the file's own.
 */
function parseSource(file: string, text: string): Code {
  const code: Code = { imports: [], strings: [], identifiers: [] };
  if (file.endsWith('.mdx')) return mdxImports(text, code);
  if (!file.endsWith('.astro')) {
    collect(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kindOf(file)), code);
    return code;
  }
  const front = /^(---\r?\n)([\s\S]*?)\r?\n---/.exec(text);
  const frontEnd = front ? front[0].length : 0;
  if (front) {
    const start = (front[1] ?? '').length;
    collect(sourceOf(file, keep(text, [[start, start + (front[2] ?? '').length]]), ts.ScriptKind.TS), code);
  }
  const scripts: [number, number][] = [];
  const setAside: [number, number][] = [[0, frontEnd]];
  for (const match of text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = match.index + (match[1] ?? '').length;
    scripts.push([start, start + (match[2] ?? '').length]);
    setAside.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(/<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/g)) {
    setAside.push([match.index, match.index + match[0].length]);
  }
  if (scripts.length > 0) collect(sourceOf(file, keep(text, scripts), ts.ScriptKind.TS), code);
  const template = blank(text, setAside);
  // A fragment around the template makes it one TSX expression; it adds no line.
  collect(sourceOf(file, `<>${template}</>`, ts.ScriptKind.TSX), code);
  return code;
}

/**
 * An MDX page's imports: its ESM lines (outside code fences). Its text is prose for readers, so
 * only what it imports is checked.
 */
function mdxImports(text: string, code: Code): Code {
  const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, (fence) => blankPart(fence));
  for (const match of prose.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*(['"])(.+?)\1/gm)) {
    const line = prose.slice(0, match.index).split('\n').length + (match[0].split('\n').length - 1);
    code.imports.push({ spec: match[2] ?? '', line });
  }
  return code;
}

function kindOf(file: string): ts.ScriptKind {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

function sourceOf(file: string, text: string, kind: ts.ScriptKind): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** `text` with only the `ranges` kept: the rest blanked but for line breaks. */
function keep(text: string, ranges: readonly [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += blankPart(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return out + blankPart(text.slice(at));
}

/** `text` with the `ranges` blanked but for line breaks. */
function blank(text: string, ranges: readonly [number, number][]): string {
  const chars = text.split(''); // UTF-16 units, as the regex indices count
  for (const [start, end] of ranges) for (let i = start; i < end; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}

const blankPart = (part: string): string => part.replace(/[^\n]/g, ' ');

function collect(source: ts.SourceFile, code: Code): void {
  const lineOf = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const specifiers = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    const spec = moduleSpecifier(node);
    if (spec) {
      specifiers.add(spec);
      code.imports.push({ spec: spec.text, line: lineOf(spec) });
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !specifiers.has(node)) {
      code.strings.push({ text: node.text, line: lineOf(node) });
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      code.strings.push({ text: node.text, line: lineOf(node) });
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      code.identifiers.push({ text: node.text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The module a node names, if it names one. */
function moduleSpecifier(node: ts.Node): ts.StringLiteralLike | undefined {
  const literal = (expr: ts.Node | undefined) =>
    expr && (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) ? expr : undefined;
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return literal(node.moduleSpecifier);
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return literal(node.argument.literal);
  if (ts.isCallExpression(node)) {
    if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return literal(node.arguments[0]);
    // import.meta.glob('../components/*/Sandbox.astro'): a pattern, which names a game only if it spells one out.
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'glob' && ts.isMetaProperty(callee.expression)) {
      return literal(node.arguments[0]);
    }
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
    const base = node.arguments?.[1];
    const meta = base && ts.isPropertyAccessExpression(base) && ts.isMetaProperty(base.expression);
    if (meta) return literal(node.arguments?.[0]);
  }
  return undefined;
}

// ---- Where an import lands ----

/** The file `spec` names from `from`, from the root; null for a package. */
function resolve(from: string, spec: string): string | null {
  const path = spec.replace(/[?#].*$/, '');
  if (path.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), path));
  if (path.startsWith('/')) return posix.normalize(path.slice(1));
  return null;
}

interface GameFolder {
  readonly area: typeof ENGINE | typeof COMPONENTS;
  readonly game: string;
  /** The path inside the game's folder: "ui.ts", "sub/file.ts". */
  readonly module: string;
}

/** The game folder `path` lies in, if any: src/engine/<game>/… or src/components/<game>/…. */
function gameFolderOf(path: string, ids: ReadonlySet<string>): GameFolder | null {
  for (const area of [ENGINE, COMPONENTS] as const) {
    if (!path.startsWith(`${area}/`)) continue;
    const [game = '', ...rest] = path.slice(area.length + 1).split('/');
    if (ids.has(game)) return { area, game, module: rest.join('/') };
  }
  return null;
}

const within = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

const titleOf = (id: string, games: readonly StructureGame[]): string =>
  games.find((game) => game.id === id)?.title ?? id;

function engineInternals(
  file: string,
  line: number,
  target: string,
  game: string,
  games: readonly StructureGame[],
): Violation {
  const allowed = Object.keys(PAGE_MODULES).join(', ');
  return {
    kind: 'engine-internals',
    file,
    line,
    message: `imports ${target}, inside ${titleOf(game, games)}'s engine. Components import only ${allowed} from ${ENGINE}/${game}/: export what this needs from ${ENGINE}/${game}/ui.ts and import it from there.`,
  };
}

function crossGame(
  file: string,
  line: number,
  target: string,
  own: string,
  other: string,
  games: readonly StructureGame[],
): Violation {
  return {
    kind: 'cross-game',
    file,
    line,
    message: `imports ${target}: ${titleOf(own, games)}'s folder imports ${titleOf(other, games)}'s. A game's folders import only their own game and the shared folders: move what both use into core (src/engine/core or src/components/core).`,
  };
}

function sharedImport(
  file: string,
  line: number,
  target: string,
  into: GameFolder,
  games: readonly StructureGame[],
): Violation {
  return {
    kind: 'shared-imports-game',
    file,
    line,
    message: `imports ${target}, in ${titleOf(into.game, games)}'s folder. Shared code serves every game alike and imports no game's folder: move this code into ${ENGINE}/${into.game}/ or ${COMPONENTS}/${into.game}/, or read what it needs from the game's manifest (src/engine/registry.ts).`,
  };
}

// ---- Games named in shared code ----

/** The words of an identifier: "theDayCard" -> the, day, card; "BLACK_AND_RED_PLAY" -> black, and, red, play. */
function wordsOf(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** True when `words` holds `part` as a run: the game's name inside an identifier. */
function holdsRun(words: readonly string[], part: readonly string[]): boolean {
  return words.some((_, at) => part.every((word, i) => words[at + i] === word));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a string in code names `game`: it is the id or the title; it holds the id as a path or an
 * example id ("day/tie-breaker", "/day/", "examples/day", "day.mdx"); it holds the title as a word,
 * as the game writes it ("Day's"); or it holds an id of more than one word ("dark-hearts"). A
 * one-word id alone among other words ("every day") is English, not the game.
 */
function stringNamesGame(text: string, game: StructureGame): boolean {
  if (text === game.id || text === game.title) return true;
  const id = escape(game.id);
  const word = (name: string) => new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`);
  if (new RegExp(`(^|/)${id}(/|\\.\\w+$|$)|(^|[^\\w-])${id}/`).test(text)) return true;
  if (word(escape(game.title)).test(text)) return true;
  return game.id.includes('-') && word(id).test(text);
}

function namesOfGames(file: string, code: Code, games: readonly StructureGame[]): Violation[] {
  const found = new Map<string, Violation>();
  const fix = (game: StructureGame): string =>
    `Shared code names no game: move this into the game's folder (${ENGINE}/${game.id}/ or ${COMPONENTS}/${game.id}/), or make it generic (read the game's manifest through src/engine/registry.ts). A game named in a comment is fine.`;
  const add = (line: number, game: StructureGame, what: string): void => {
    const key = `${line} ${game.id} ${what}`;
    if (!found.has(key))
      found.set(key, { kind: 'shared-names-game', file, line, message: `names ${game.title} (${what}). ${fix(game)}` });
  };
  for (const game of games) {
    const words = game.id.split('-');
    for (const { text, line } of code.strings)
      if (stringNamesGame(text, game)) add(line, game, `the string ${JSON.stringify(text)}`);
    for (const { text, line } of code.identifiers)
      if (holdsRun(wordsOf(text), words)) add(line, game, `the name ${text}`);
  }
  return [...found.values()];
}

// ---- The files every game needs ----

/** Where a game's page is written: content/docs/day.mdx for "/day/". */
const pageSource = (game: StructureGame): string => `${PAGES}/${game.page.replace(/^\/|\/$/g, '')}.mdx`;

function missingFiles(root: string, games: readonly StructureGame[]): Violation[] {
  const found: Violation[] = [];
  const need = (file: string, why: string, game: StructureGame, test: (path: string) => boolean = existsSync): void => {
    if (!test(posix.join(root, file))) {
      found.push({
        kind: 'missing-file',
        file,
        line: 0,
        message: `is missing: ${titleOf(game.id, games)} is in the registry, and every game needs ${why}. README.md's "Adding a game" lists a game's files.`,
      });
    }
  };
  const holds = (pattern: RegExp) => (dir: string) =>
    existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).some((name) => pattern.test(name));
  for (const game of games) {
    for (const [name, why] of Object.entries(ENGINE_FILES))
      need(`${ENGINE}/${game.id}/${name}`, `${name}: ${why}`, game);
    for (const [island, files] of Object.entries(COMPONENT_FILES)) {
      if (!game.components[island as keyof StructureGame['components']]) continue;
      for (const [name, why] of Object.entries(files)) {
        need(`${COMPONENTS}/${game.id}/${name}`, `${name} when its manifest turns on ${island}: ${why}`, game);
      }
    }
    need(pageSource(game), `its page (its manifest's page, ${game.page})`, game);
    if (game.components.examples) {
      need(
        `content/examples/${game.id}`,
        'its worked examples (content/examples/<game>/*.yaml) when its manifest turns on examples',
        game,
        holds(/\.yaml$/),
      );
    }
    need(`tests/engine/${game.id}`, 'its own rule tests (tests/engine/<game>/*.test.ts)', game, holds(/\.test\.ts$/));
  }
  return found;
}
