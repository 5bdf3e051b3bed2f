// The layering checks behind tests/structure/structure.test.ts (docs/ARCHITECTURE.md says what each
// floor may import). They read a tree of files (tree.ts) and a list of games, so the test runs
// them on the project with the registry's games and on a small planted tree with one violation of
// each kind. Every file under src/, scripts/, pages/ and content/ is placed on a floor
// (floors.ts) and read (read-source.ts): its imports, its code's strings and names, its
// stylesheets' classes.

import { posix } from 'node:path';
import { FLOORS, importsOf, mayImport, PAGE_MODULES, placeOf, READ_FOLDERS, within, type Place } from './floors.ts';
import { nameHoldsGame, namingsOf, type NamedGame } from './names.ts';
import { READ, readSource, type Code, type Import } from './read-source.ts';
import type { Tree } from './tree.ts';

/** What the checks need of a game: its manifest's id, title, page and islands. */
export interface StructureGame extends NamedGame {
  /** The page's site path, "/day/": its source is content/docs/day.mdx. */
  readonly page: string;
  readonly components: { readonly examples: boolean; readonly sandbox: boolean; readonly practice: boolean };
}

export type ViolationKind =
  /** A component imports a module of its game's engine folder that is not meant for pages. */
  | 'engine-internals'
  /** One game's folder imports another game's folder, or its stylesheet styles another game's class. */
  | 'cross-game'
  /** The engine imports something outside src/engine (components, the site, the DOM's libraries). */
  | 'engine-impure'
  /** A shared floor imports a game's folder. */
  | 'shared-imports-game'
  /** A shared floor names a game: in code, data, a stylesheet (or styles a game's class), its file's name. */
  | 'shared-names-game'
  /** A floor imports a floor its row of ARCHITECTURE.md's table does not list. */
  | 'floor-import'
  /** A file lies on no floor: outside every floor's folder, or in the folder of no game. */
  | 'no-floor'
  /** A game lacks a file the contract needs. */
  | 'missing-file'
  /** A known exception (below) that no longer happens: take it off the list. */
  | 'stale-exception';

export interface Violation {
  readonly kind: ViolationKind;
  /** The file at fault (for a missing file, the file that should exist), from the root, with slashes. */
  readonly file: string;
  /** 1-based; 0 for a missing file, a file's place or name. */
  readonly line: number;
  /** What is wrong and how to fix it. */
  readonly message: string;
}

/** A violation the project has on purpose for now: every one of its kind in the file, and why. */
export interface KnownException {
  readonly file: string;
  readonly kind: ViolationKind;
  readonly why: string;
}

/**
 * The violations the project has today and keeps, each with its reason and the issue that ends it.
 * The checks pass them over, and report one that no longer happens, so the list never outlives
 * its reason.
 */
const KNOWN_EXCEPTIONS: readonly KnownException[] = [];

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
  examples: {
    'Stepper.astro': "the worked examples' stepper island, which <Example> renders",
    'stage-heights.json':
      "the heights its examples' steppers keep at every step (npm run measure:heights), which <Example> sets",
  },
  sandbox: {
    'Sandbox.astro': 'the sandbox island, which <Sandbox> renders',
    'Lesson.tsx': 'the guided lesson on its table, which <Lesson> loads',
    'search-worker.ts': "the sandbox's strong bot and hints, in a Web Worker",
    'sandbox-heights.json':
      'the height its sandbox keeps until the first deal is on the table (npm run measure:heights), which <Sandbox> sets',
  },
  practice: { 'Practice.tsx': 'the practice quiz on its table, which <Practice> loads' },
};

const ENGINE = 'src/engine';
const COMPONENTS = 'src/components';
const PAGES = 'content/docs';
/** Packages the engine must never import: it runs without a DOM, a framework or I/O. */
const IMPURE_PACKAGE = /^(node:|fs$|path$|preact|astro|@astrojs\/)/;
const ENGINE_FLOORS = new Set(['core-engine', 'games', 'registry']);

/**
 * Every violation in `tree`, in file and line order, but for the `exceptions`' (and one for each
 * exception that matched nothing).
 */
export function checkStructure(
  tree: Tree,
  games: readonly StructureGame[],
  exceptions: readonly KnownException[] = KNOWN_EXCEPTIONS,
): Violation[] {
  const ids = new Set(games.map((game) => game.id));
  const found: Violation[] = [];
  const styled: { file: string; place: Place; code: Code }[] = [];
  const classes: Classes = { sharedSets: new Set(), setBy: new Map(), styledBy: new Map() };
  const files = READ_FOLDERS.flatMap((folder) => tree.filesUnder(folder)).filter((file) => READ.test(file));
  for (const file of files) {
    const place = placeOf(file, ids);
    if (place === null) {
      found.push(noFloor(file, ids));
      continue;
    }
    const code = readSource(file, tree.read(file));
    for (const imported of code.imports) {
      const violation = importViolation(file, place, imported, ids, games);
      if (violation) found.push(violation);
    }
    if (namesChecked(place)) found.push(...namesOfGames(file, place, code, games));
    if (place.game === null) for (const word of code.sets) classes.sharedSets.add(word);
    else {
      for (const word of code.sets) addTo(classes.setBy, word, place.game);
      for (const { name } of code.classes) addTo(classes.styledBy, name, place.game);
    }
    if (code.classes.length > 0) styled.push({ file, place, code });
  }
  for (const sheet of styled) found.push(...classesReached(sheet, games, classes));
  found.push(...missingFiles(tree, games));
  return excuse(found, exceptions).sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message),
  );
}

/** One line per violation: where, what, and the fix. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.file}${v.line > 0 ? `:${v.line}` : ''} [${v.kind}] ${v.message}`).join('\n');
}

function excuse(found: readonly Violation[], exceptions: readonly KnownException[]): Violation[] {
  const matches = (v: Violation, e: KnownException) => v.file === e.file && v.kind === e.kind;
  const stale = exceptions
    .filter((e) => !found.some((v) => matches(v, e)))
    .map((e) => ({
      kind: 'stale-exception' as const,
      file: e.file,
      line: 0,
      message: `is listed as a known exception (${e.kind}: ${e.why}), and has no such violation now: take it off KNOWN_EXCEPTIONS in tests/structure/check-structure.ts.`,
    }));
  return [...found.filter((v) => !exceptions.some((e) => matches(v, e))), ...stale];
}

/** Shared floors whose code, data and stylesheets must name no game (a page's text is prose; the registry lists the games). */
const namesChecked = (place: Place): boolean =>
  place.game === null && place.floor !== 'pages' && place.floor !== 'registry';

// ---- Where an import lands ----

/** The file `spec` names from `from`, from the root; null for a package. */
function resolve(from: string, spec: string): string | null {
  const path = spec.replace(/[?#].*$/, '');
  if (path.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), path));
  if (path.startsWith('/')) return posix.normalize(path.slice(1));
  return null;
}

const titleOf = (id: string, games: readonly StructureGame[]): string =>
  games.find((game) => game.id === id)?.title ?? id;

/** "Moon's", "Dark Hearts'". */
const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** What is wrong with one import of `file`, if anything. */
function importViolation(
  file: string,
  from: Place,
  { spec, line, types }: Import,
  ids: ReadonlySet<string>,
  games: readonly StructureGame[],
): Violation | null {
  const target = resolve(file, spec);
  const at = (kind: ViolationKind, message: string): Violation => ({ kind, file, line, message });
  if (ENGINE_FLOORS.has(from.floor) && (target === null ? IMPURE_PACKAGE.test(spec) : !within(target, ENGINE))) {
    return at(
      'engine-impure',
      `imports ${target ?? spec}, outside the engine. The engine is pure TypeScript (no DOM, no Astro, no Preact, no I/O) and imports only src/engine: move this code out of the engine, to the game's components or the site.`,
    );
  }
  if (target === null) return null;
  const to = placeOf(target, ids);
  const floorImport = (what: string) =>
    at(
      'floor-import',
      `imports ${target}, ${what}. ${capital(FLOORS[from.floor].name)} may import only ${importsOf(from.floor)} (docs/ARCHITECTURE.md): move what this needs to a floor it may import, or move this code.`,
    );
  if (to === null) return floorImport('which lies on no floor');
  if (to.game !== null && to.game !== '*') {
    if (from.game === null) {
      // A shared floor whose row lists some of a game's modules (the registry: every game's
      // manifest.ts) is told what its row lists; the others import no game's folder at all.
      const some = FLOORS[from.floor].imports.some(
        (allowed) => allowed.floor === to.floor && !allowed.pattern && !allowed.own,
      );
      if (!some) return sharedImport(file, line, target, to.game, games);
    } else if (from.game !== to.game) {
      return at(
        'cross-game',
        `imports ${target}: ${possessive(titleOf(from.game, games))} folder imports ${possessive(titleOf(to.game, games))}. A game's folders import only their own game and the shared folders: move what both use into core (src/engine/core or src/components/core).`,
      );
    } else if (from.floor === 'game-components' && to.floor === 'games' && !Object.hasOwn(PAGE_MODULES, to.module)) {
      const allowed = Object.keys(PAGE_MODULES).join(', ');
      return at(
        'engine-internals',
        `imports ${target}, inside ${possessive(titleOf(to.game, games))} engine. Components import only ${allowed} from ${ENGINE}/${to.game}/: export what this needs from ${ENGINE}/${to.game}/ui.ts and import it from there.`,
      );
    }
  }
  if (mayImport(from, to, target, types)) return null;
  const how = types ? '' : mayImport(from, to, target, true) ? ' for more than its types' : '';
  return floorImport(`on ${FLOORS[to.floor].name}${to.game === '*' ? ' (a pattern over every game)' : ''}${how}`);
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function sharedImport(
  file: string,
  line: number,
  target: string,
  game: string,
  games: readonly StructureGame[],
): Violation {
  return {
    kind: 'shared-imports-game',
    file,
    line,
    message: `imports ${target}, in ${possessive(titleOf(game, games))} folder. Shared code serves every game alike and imports no game's folder: move this code into ${ENGINE}/${game}/ or ${COMPONENTS}/${game}/, or read what it needs from the game's manifest (src/engine/registry.ts).`,
  };
}

function noFloor(file: string, ids: ReadonlySet<string>): Violation {
  const perGame = /^(src\/engine|src\/components|content\/examples|content\/lessons)\/([^/]+?)(\.ya?ml)?(\/|$)/.exec(
    file,
  );
  const message = perGame
    ? `lies in ${perGame[1]}/, which holds a folder (or a lesson) per game, and no game in the registry has the id "${perGame[2]}" (${[...ids].join(', ')}): add the game's manifest to GAMES in src/engine/registry.ts, or move this file to its game's folder or a shared floor's.`
    : `lies on no floor of docs/ARCHITECTURE.md: move it into the folder of the floor it belongs to, or add its floor to the table and to tests/structure/floors.ts.`;
  return { kind: 'no-floor', file, line: 0, message };
}

// ---- Games named on a shared floor ----

function namesOfGames(file: string, place: Place, code: Code, games: readonly StructureGame[]): Violation[] {
  const fix = (game: NamedGame): string =>
    `A shared floor names no game: move this into the game's folder (${ENGINE}/${game.id}/ or ${COMPONENTS}/${game.id}/), or make it generic (read the game's manifest through src/engine/registry.ts). A game named in a comment is fine.`;
  const found: Violation[] = namingsOf(code.strings, code.identifiers, games).map(({ line, game, what }) => ({
    kind: 'shared-names-game',
    file,
    line,
    message: `names ${game.title} (${what}). ${fix(game)}`,
  }));
  // The file's own name: pages/day-table.json.ts would be Day's route on a shared floor.
  for (const game of games) {
    if (place.module.split('/').some((part) => nameHoldsGame(part.replace(/\..*$/, ''), game))) {
      found.push({
        kind: 'shared-names-game',
        file,
        line: 0,
        message: `names ${game.title} in its path. ${fix(game)}`,
      });
    }
  }
  return found;
}

/** Who sets and who styles each class, for the classes a stylesheet reaches. */
interface Classes {
  /** The words of the shared floors' code's strings: the classes they set, whoever styles them. */
  readonly sharedSets: Set<string>;
  /** For each word of a game's code's strings (a class it may set), the games whose code holds it. */
  readonly setBy: Map<string, Set<string>>;
  /** For each class a game's stylesheet selects, the games whose stylesheets select it. */
  readonly styledBy: Map<string, Set<string>>;
}

const addTo = (map: Map<string, Set<string>>, key: string, game: string): void => {
  map.set(key, (map.get(key) ?? new Set()).add(game));
};

/**
 * The classes a stylesheet's rules reach that are a game's other than its own. The site has one
 * stylesheet for every page, so a rule that selects a class dresses every element with it. No
 * class a shared component sets is a game's. A class holding a game's id is that game's (a game's
 * table has the class wh-<id>). A shared stylesheet may style a class a game's components set (the
 * shared stylesheets offer classes to every game), but not one the game's own stylesheet styles:
 * that rule is the game's. Another game's stylesheet may style neither: the class is the game's
 * whose code sets it, or else whose stylesheet styles it.
 */
function classesReached(
  { file, place, code }: { file: string; place: Place; code: Code },
  games: readonly StructureGame[],
  { sharedSets, setBy, styledBy }: Classes,
): Violation[] {
  const found = new Map<string, Violation>();
  for (const { name, line, reaches } of code.classes) {
    if (!reaches) continue;
    const shared = sharedSets.has(name);
    const owners = shared
      ? undefined
      : place.game === null
        ? styledBy.get(name)
        : (setBy.get(name) ?? styledBy.get(name));
    for (const game of games) {
      if (game.id === place.game) continue;
      const named = nameHoldsGame(name, game);
      const owned = owners?.has(game.id) ?? false;
      // A shared stylesheet's class that holds a game's id is reported with the names it holds.
      if (place.game === null ? !owned || named : !owned && !named) continue;
      const why = named
        ? `its name holds ${possessive(game.title)} id`
        : place.game === null
          ? `${possessive(game.title)} stylesheet styles it and no shared component sets it`
          : `${possessive(game.title)} ${setBy.get(name)?.has(game.id) ? 'components set it' : 'stylesheet styles it'} and no shared component does`;
      const message =
        place.game === null
          ? `styles .${name}, ${possessive(game.title)} class (${why}). A shared stylesheet styles what the shared components set: move this rule into ${possessive(game.title)} stylesheet in ${COMPONENTS}/${game.id}/.`
          : `styles .${name}, ${possessive(game.title)} class (${why}). The site has one stylesheet for every page, so this rule dresses ${possessive(game.title)} elements too: give ${possessive(titleOf(place.game, games))} element a class of its own.`;
      const kind: ViolationKind = place.game === null ? 'shared-names-game' : 'cross-game';
      found.set(`${line} ${game.id} ${name}`, { kind, file, line, message });
    }
  }
  return [...found.values()];
}

// ---- The files every game needs ----

/** Where a game's page is written: content/docs/day.mdx for "/day/". */
const pageSource = (game: StructureGame): string => `${PAGES}/${game.page.replace(/^\/|\/$/g, '')}.mdx`;

function missingFiles(tree: Tree, games: readonly StructureGame[]): Violation[] {
  const found: Violation[] = [];
  const exists = (path: string): boolean => tree.filesUnder(path).length > 0;
  const need = (file: string, why: string, game: StructureGame, test: (path: string) => boolean = exists): void => {
    if (!test(file)) {
      found.push({
        kind: 'missing-file',
        file,
        line: 0,
        message: `is missing: ${titleOf(game.id, games)} is in the registry, and every game needs ${why}. README.md's "Adding a game" lists a game's files.`,
      });
    }
  };
  const holds = (pattern: RegExp) => (dir: string) =>
    tree.filesUnder(dir).some((path) => {
      const name = path.slice(dir.length + 1);
      return path.startsWith(`${dir}/`) && !name.includes('/') && pattern.test(name);
    });
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
    need(
      `${PAGES}/${game.id}/_quick-start.mdx`,
      'its quick start, a partial its page shows under "Quick start" and its card (/<game>/card/) prints',
      game,
    );
    if (game.components.examples) {
      need(
        `content/examples/${game.id}`,
        'its worked examples (content/examples/<game>/*.yaml) when its manifest turns on examples',
        game,
        holds(/\.yaml$/),
      );
    }
    need(`tests/engine/${game.id}`, 'its own rule tests (tests/engine/<game>/*.test.ts)', game, holds(/\.test\.ts$/));
    if (game.components.sandbox) {
      need(
        `tests/e2e/${game.id}/driver.ts`,
        "its browser tests' driver (tests/e2e/driver.ts, GameDriver): how a reader moves on its table, which the shared specs find by its id",
        game,
      );
    }
  }
  return found;
}
