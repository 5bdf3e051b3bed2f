// The floors of docs/ARCHITECTURE.md, as the structure checks use them: where each floor lies, which
// are a game's own, and what each may import. Keep this and the table in ARCHITECTURE.md together:
// a row added to one is added to the other.

export type FloorId =
  | 'core-engine'
  | 'games'
  | 'registry'
  | 'examples-and-site'
  | 'lessons'
  | 'core-components'
  | 'game-components'
  | 'page-components'
  | 'stylesheets'
  | 'routes'
  | 'pages'
  | 'content';

/** Where a file, or an import's target, lies. */
export interface Place {
  readonly floor: FloorId;
  /**
   * The game whose folder it is; '*' for a pattern over every game's folder
   * (`import.meta.glob('../components/*\/Practice.tsx')`); null on a shared floor.
   */
  readonly game: string | null;
  /** Its path inside its game's folder ("ui.ts" in src/engine/<game>/), else inside its floor's folder. */
  readonly module: string;
}

/** One kind of import a floor may make. */
interface Allowed {
  readonly floor: FloorId;
  /** What the floor may import, in the words of ARCHITECTURE.md's table. */
  readonly what: string;
  /** Only these files of it (their paths from the root). */
  readonly files?: RegExp;
  /** Only their types (`import type`), which leave nothing in the built code. */
  readonly types?: true;
  /** Only through a pattern over every game's folder, never one game's by name. */
  readonly pattern?: true;
  /** Only its own game's: a game's page and its components, a game's components and its engine. */
  readonly own?: true;
}

interface Floor {
  /** As ARCHITECTURE.md's table names it. */
  readonly name: string;
  readonly imports: readonly Allowed[];
}

/**
 * The modules of src/engine/<game>/ that a game's components may import. The rest of the folder
 * is the engine's own: a component that imported it would ship engine code it does not need, or
 * come to depend on how the rules are written rather than on what they give a page.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  'ui.ts': 'what the components may use: the view and action types, notation, card names',
  'play-manifest.ts': 'what the sandbox and the quiz load: the game without its tools, the bot and the tools on demand',
  'practice.ts': "the quiz's topics, which the game's Practice.tsx hands to the quiz",
  'search.ts': "the strong bot's SearchSpec, which the game's search worker (search-worker.ts) runs",
  'page.ts':
    "engine work a page does while the site is built, when a game has any (Day's win-conditions table scores its examples); kept apart from ui.ts so the islands never ship it",
};

const pageModule = new RegExp(`^src/engine/[^/]+/(${Object.keys(PAGE_MODULES).join('|').replace(/\./g, '\\.')})$`);

const ONE_ANOTHER = (floor: FloorId): Allowed => ({ floor, what: 'one another' });

/** What the build reads of every game's content at once (Example.astro, Lesson.astro, the routes). */
const CONTENT_BY_PATTERN: readonly Allowed[] = [
  { floor: 'content', pattern: true, what: "the worked examples and lessons by a pattern over every game's" },
  { floor: 'pages', pattern: true, what: "the pages' text by a pattern (a quick start's rule links)" },
];

export const FLOORS: Readonly<Record<FloorId, Floor>> = {
  'core-engine': { name: 'the core engine', imports: [{ floor: 'core-engine', what: 'itself' }] },
  games: {
    name: "a game's engine",
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      { floor: 'games', own: true, what: 'its own folder' },
    ],
  },
  registry: {
    name: 'the registry',
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      { floor: 'games', files: /^src\/engine\/[^/]+\/manifest\.ts$/, what: "every game's manifest.ts" },
    ],
  },
  'examples-and-site': {
    name: 'the examples and site',
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      { floor: 'registry', what: 'the registry' },
      ONE_ANOTHER('examples-and-site'),
      // The example runner writes a step's "play on from here" link as the sandbox reads it.
      {
        floor: 'core-components',
        files: /\.m?[jt]s$/,
        what: 'plain modules of the core components (no .tsx or .astro)',
      },
    ],
  },
  lessons: {
    name: 'the lessons',
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      { floor: 'registry', what: 'the registry' },
      ONE_ANOTHER('lessons'),
      // A lesson checks its expects as an example's (runner.ts) and reads YAML as the examples do (fields.ts).
      { floor: 'examples-and-site', files: /^src\/examples\//, what: 'the examples (src/examples/)' },
    ],
  },
  'core-components': {
    name: 'the core components',
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      ONE_ANOTHER('core-components'),
      { floor: 'stylesheets', what: 'the shared stylesheets' },
      { floor: 'examples-and-site', files: /^src\/examples\/frame\.ts$/, what: "the examples' frame type" },
      // The lesson island plays the lesson; the YAML reader and the checks stay at build time.
      {
        floor: 'lessons',
        files: /^src\/lessons\/(lesson|progress)\.ts$/,
        what: "the lessons' player (src/lessons/lesson.ts, progress.ts)",
      },
      { floor: 'lessons', files: /^src\/lessons\/script\.ts$/, types: true, what: "the lesson script's types" },
    ],
  },
  'game-components': {
    name: "a game's components",
    imports: [
      { floor: 'core-engine', what: 'the core engine' },
      { floor: 'core-components', what: 'the core components' },
      { floor: 'game-components', own: true, what: 'its own folder' },
      { floor: 'games', own: true, files: pageModule, what: "its own game's page modules" },
    ],
  },
  'page-components': {
    name: 'the page components',
    imports: [
      { floor: 'examples-and-site', what: 'the examples and site' },
      { floor: 'lessons', what: 'the lessons' },
      { floor: 'registry', what: 'the registry' },
      { floor: 'core-components', what: 'the core components' },
      ONE_ANOTHER('page-components'),
      {
        floor: 'game-components',
        pattern: true,
        what: "a game's island by a pattern over every game's (import.meta.glob)",
      },
      ...CONTENT_BY_PATTERN,
    ],
  },
  stylesheets: { name: 'the shared stylesheets', imports: [ONE_ANOTHER('stylesheets')] },
  routes: {
    name: "the site's routes",
    imports: [
      { floor: 'examples-and-site', what: 'the examples and site' },
      { floor: 'lessons', what: 'the lessons' },
      ONE_ANOTHER('routes'),
      ...CONTENT_BY_PATTERN,
    ],
  },
  pages: {
    name: 'the pages',
    imports: [
      { floor: 'page-components', what: 'src/astro/' },
      { floor: 'game-components', own: true, what: "its own game's components" },
    ],
  },
  content: { name: "a game's worked examples and lesson", imports: [] },
};

/** The folders of the shared floors, and the one file of the registry. */
const SHARED: readonly (readonly [string, FloorId])[] = [
  ['src/engine/registry.ts', 'registry'],
  ['src/engine/core', 'core-engine'],
  ['src/components/core', 'core-components'],
  ['src/examples', 'examples-and-site'],
  ['src/site', 'examples-and-site'],
  ['src/markdown', 'examples-and-site'],
  ['src/build', 'examples-and-site'],
  ['scripts', 'examples-and-site'],
  ['src/lessons', 'lessons'],
  ['src/astro', 'page-components'],
  ['src/styles', 'stylesheets'],
  ['pages', 'routes'],
];

/** The folders holding a folder (or, for the lessons, a file) per game. */
const PER_GAME: readonly (readonly [string, FloorId])[] = [
  ['src/engine', 'games'],
  ['src/components', 'game-components'],
  ['content/examples', 'content'],
  ['content/lessons', 'content'],
];

/** The folders the checks read: every floor's. */
export const READ_FOLDERS: readonly string[] = ['src', 'scripts', 'pages', 'content'];

export const within = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

/** A path segment that is a glob's pattern rather than a name. */
const isPattern = (segment: string): boolean => /[*{]/.test(segment);

/**
 * Where `path` (from the root, with slashes) lies among the floors of `ids`' games; null when on
 * none: a folder of no game, or outside every floor's folder.
 */
export function placeOf(path: string, ids: ReadonlySet<string>): Place | null {
  for (const [folder, floor] of SHARED) {
    if (within(path, folder)) return { floor, game: null, module: path.slice(folder.length + 1) };
  }
  for (const [folder, floor] of PER_GAME) {
    if (!path.startsWith(`${folder}/`)) continue;
    const [first = '', ...rest] = path.slice(folder.length + 1).split('/');
    // content/lessons/<game>.yaml is a file per game; the others are a folder per game.
    const name = floor === 'content' && rest.length === 0 ? first.replace(/\.ya?ml$/, '') : first;
    if (isPattern(name)) return { floor, game: '*', module: rest.join('/') };
    return ids.has(name) ? { floor, game: name, module: rest.join('/') } : null;
  }
  if (within(path, 'content/docs')) {
    // A game's page (content/docs/<game>.mdx) and its pages beside it (content/docs/<game>/) are
    // its own; the others (the home page, the glossary) are shared.
    const [first = '', ...rest] = path.slice('content/docs/'.length).split('/');
    const name = rest.length === 0 ? first.replace(/\.mdx?$/, '') : first;
    if (isPattern(name)) return { floor: 'pages', game: '*', module: rest.join('/') };
    return { floor: 'pages', game: ids.has(name) ? name : null, module: rest.join('/') };
  }
  return null;
}

/** Whether a file on `from` may import `target` (on `to`), by its floor's row of the table. */
export function mayImport(from: Place, to: Place, target: string, types: boolean): boolean {
  return FLOORS[from.floor].imports.some(
    (allowed) =>
      allowed.floor === to.floor &&
      (allowed.files === undefined || allowed.files.test(target)) &&
      (allowed.types === undefined || types) &&
      (allowed.pattern === undefined ? to.game !== '*' : to.game === '*') &&
      (allowed.own === undefined || (from.game !== null && from.game !== '*' && to.game === from.game)),
  );
}

/** "the core engine, the registry and one another": what a floor may import, for a message. */
export function importsOf(floor: FloorId): string {
  const whats = [...new Set(FLOORS[floor].imports.map((allowed) => allowed.what))];
  return whats.length <= 1 ? (whats[0] ?? 'nothing') : `${whats.slice(0, -1).join(', ')} and ${whats.at(-1)}`;
}
