// The layering docs/ARCHITECTURE.md describes, checked: every file lies on a floor, each floor
// imports only what its row of the table lists (components only a game's page modules), shared
// floors neither import a game's folder nor name a game (in code, data or a stylesheet), no
// stylesheet styles another game's classes, a game's folders import no other game's and the engine
// nothing outside itself, and every game in the registry has the files its contract needs
// (check-structure.ts). Each check is also shown to fail: a small tree planted in memory, with one
// violation, must give exactly that violation.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEAL_FOCUS_KEY } from '../../src/components/core/DealButton.tsx';
import { GAMES } from '../../src/engine/registry.ts';
import {
  checkStructure,
  formatViolations,
  type KnownException,
  type StructureGame,
  type Violation,
  type ViolationKind,
} from './check-structure.ts';
import { diskTree, memoryTree, type Tree } from './tree.ts';

const games = (manifests = GAMES): StructureGame[] =>
  manifests.map(({ game, page, components }) => ({ id: game.id, title: game.title, page, components }));

describe('the project', () => {
  test('keeps its layering, and every game has its files', () => {
    const violations = checkStructure(diskTree('.'), games());
    expect(violations, `\n${formatViolations(violations)}\n`).toEqual([]);
  });

  test('finds the Deal button by the one mark the button exports', () => {
    // A game that wrote its own button would pass unseen by the sandbox's focus; it uses DealButton.
    const marks = [`data-focus-key="${DEAL_FOCUS_KEY}"`, `data-eyes="${DEAL_FOCUS_KEY}"`];
    const own = sourcesUnder('src/components').filter(
      (file) => !file.endsWith('/DealButton.tsx') && marks.some((mark) => readFileSync(file, 'utf8').includes(mark)),
    );
    expect(own).toEqual([]);
  });
});

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = posix.join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.(tsx?|astro)$/.test(name) ? [path] : [];
  });
}

// ---- A planted tree ----

/** Two games: Moon with every island, Dark Sky with no worked examples (so no stepper, no examples). */
const PLANTED: StructureGame[] = [
  { id: 'moon', title: 'Moon', page: '/moon/', components: { examples: true, sandbox: true, practice: true } },
  {
    id: 'dark-sky',
    title: 'Dark Sky',
    page: '/dark-sky/',
    components: { examples: false, sandbox: true, practice: true },
  },
];

const ENGINE = ['game', 'index', 'manifest', 'play-manifest', 'ui', 'rules', 'options', 'search', 'practice', 'state'];

/**
 * A tree that keeps every rule, including what must not count: comments, globs, English words,
 * every import a floor's row allows, a shared stylesheet styling the classes shared components set
 * or offering one to a game, scoped <style>s of two games selecting the same class.
 */
function cleanTree(): Record<string, string> {
  const files: Record<string, string> = {
    'src/engine/registry.ts': "import { MOON } from './moon/manifest.ts';\nexport const GAMES = [MOON];\n",
    'src/engine/moon/page.ts': "export { RULES } from './rules.ts';\n",
    'src/engine/core/game.ts': [
      '// The contract every game meets: Moon, Dark Sky, moon/first, src/engine/dark-sky/.',
      "/** A game's id, e.g. 'moon' or 'dark-sky'; see DarkSkyView. */",
      'export interface Game {',
      '  readonly id: string; /* moon */',
      '}',
      "export const SAY = 'the moon rises every night over a dark sky';",
      '',
    ].join('\n'),
    'src/astro/Example.astro': [
      '---',
      '// <Example id="moon/first" />: the stepper of src/components/<game>/Stepper.astro.',
      "const wrappers = import.meta.glob('../components/*/Stepper.astro');",
      '---',
      '',
      '<!-- <Example id="moon/first" /> -->',
      '{/* the Dark Sky page has none */}',
      '<p>Moon, or any game, in <code>moon/first</code>.</p>',
      '<style>',
      '  /* .wh-moon: the table of Moon */',
      '  .wh-example { color: red; }',
      '</style>',
      '',
    ].join('\n'),
    'src/astro/Lesson.astro': [
      '---',
      "import { gameById } from '../engine/registry.ts';",
      "import { check } from '../lessons/check.ts';",
      "const lessons = import.meta.glob('/content/lessons/*.yaml', { query: '?raw', eager: true });",
      "const pages = import.meta.glob('/content/docs/*.mdx', { query: '?raw', eager: true });",
      '---',
      '',
      '<p>{check(lessons, pages, gameById)}</p>',
      '',
    ].join('\n'),
    'src/astro/sizes.json': '{ "phone": 70, "wide": 60 }\n',
    'src/lessons/check.ts': "import { run } from '../examples/runner.ts';\nexport const check = run;\n",
    'src/lessons/lesson.ts':
      "import type { LessonScript } from './script.ts';\nexport const play = (s: LessonScript) => s;\n",
    'src/lessons/script.ts':
      "import { read } from '../examples/fields.ts';\nexport type LessonScript = string;\nexport const parse = read;\n",
    'src/examples/fields.ts': 'export const read = (text: string) => text;\n',
    'src/examples/frame.ts': 'export interface Frame {\n  readonly say: string;\n}\n',
    'src/examples/runner.ts': [
      "import { GAMES } from '../engine/registry.ts';",
      "import { playLink } from '../components/core/link.ts';",
      'export const run = () => GAMES.map(playLink);',
      '',
    ].join('\n'),
    'src/components/core/link.ts': 'export const playLink = (game: unknown) => `#play=${String(game)}`;\n',
    'src/components/core/Seats.tsx': [
      "import '../../styles/table.css';",
      "import type { Frame } from '../../examples/frame.ts';",
      "import { play } from '../../lessons/lesson.ts';",
      "import type { LessonScript } from '../../lessons/script.ts';",
      'export const Seats = ({ frame, script }: { frame: Frame; script: LessonScript }) => (',
      '  <ol class="wh-seats wh-card">',
      '    {frame.say}',
      '    {play(script)}',
      '  </ol>',
      ');',
      '',
    ].join('\n'),
    'src/styles/table.css': [
      "@import './base.css';",
      "/* The seats of any game: Moon's, Dark Sky's (src/components/moon/moon.css). */",
      '.wh-seats .wh-card {',
      "  background: url('/icons/felt.svg') center, url(data:image/svg+xml,%3Csvg%3E%3C/svg%3E);",
      '}',
      "/* Offered to every game; Moon's back button has it. */",
      '.wh-back {',
      '  margin: 0;',
      '}',
      '',
    ].join('\n'),
    'src/styles/base.css': ':root {\n  --wh-radius: 4px;\n}\n',
    'pages/examples/[game]/[slug].json.ts': [
      "import { run } from '../../../src/examples/runner.ts';",
      "const files = import.meta.glob('/content/examples/**/*.yaml', { query: '?raw', eager: true });",
      'export const GET = () => new Response(JSON.stringify([run(), files]));',
      '',
    ].join('\n'),
    'pages/[game]/card.astro': [
      '---',
      "import CardLink from '../../src/astro/CardLink.astro';",
      "import { cards } from '../../src/site/games.ts';",
      'export const getStaticPaths = () => {',
      "  const partials = import.meta.glob('/content/docs/*/_quick-start.mdx', { eager: true });",
      '  return cards.map((id) => ({ params: { game: id }, props: { partials } }));',
      '};',
      '---',
      '',
      '<main><CardLink href="#goal">The goal</CardLink></main>',
      '',
    ].join('\n'),
    'src/astro/CardLink.astro': '<a href={Astro.props.href}><slot /></a>\n',
    'pages/lessons/[game].json.ts': [
      "import { parse } from '../../src/lessons/script.ts';",
      "const pages = import.meta.glob('/content/docs/*.mdx', { query: '?raw', eager: true });",
      'export const GET = () => new Response(parse(String(pages)));',
      '',
    ].join('\n'),
    'src/components/moon/MoonTable.tsx': [
      "import './moon.css';",
      "import type { MoonView } from '../../engine/moon/ui.ts';",
      "import { MOON_PLAY } from '../../engine/moon/play-manifest.ts';",
      'export const table = (view: MoonView) => [view, MOON_PLAY, "wh-pile wh-back"];',
      '',
    ].join('\n'),
    'src/components/moon/moon.css': [
      '.wh-moon-table .wh-pile,',
      '.wh-seats .wh-card {',
      '  color: red;',
      '}',
      '.wh-stack {',
      '  display: flex;',
      '}',
      '',
    ].join('\n'),
    'src/engine/moon/pairs.json': '{ "moon": ["1M", "2M"] }\n',
    'src/components/moon/Practice.tsx': "export const topics = () => import('../../engine/moon/practice.ts');\n",
    'src/components/moon/Lesson.tsx': "export const lesson = () => import('../../engine/moon/play-manifest.ts');\n",
    'src/components/moon/search-worker.ts':
      "import { MOON_SEARCH } from '../../engine/moon/search.ts';\nexport { MOON_SEARCH };\n",
    'src/components/moon/Conditions.astro':
      "---\nimport { RULES } from '../../engine/moon/page.ts';\n---\n\n<p>{RULES}</p>\n",
    'src/components/moon/Stepper.astro':
      "---\nimport MoonTable from './MoonTable.tsx';\n---\n\n<MoonTable client:load />\n<style>\n  .label {\n    color: red;\n  }\n</style>\n",
    'src/components/moon/stage-heights.json': '{ "first": { "stage": [20, 18], "centre": [0, 0] } }\n',
    'src/components/moon/sandbox-heights.json': '{ "phone": 60, "wide": 50 }\n',
    'src/components/moon/Sandbox.astro':
      "---\nimport MoonTable from './MoonTable.tsx';\n---\n\n<MoonTable client:visible />\n",
    'src/components/dark-sky/Sandbox.astro':
      '<p class="label">sandbox</p>\n<style>\n  .label,\n  .wh-pile {\n    color: red;\n  }\n</style>\n',
    'src/components/dark-sky/sandbox-heights.json': '{ "phone": 60, "wide": 50 }\n',
    'src/components/dark-sky/Practice.tsx': 'export const topics = 1;\n',
    'src/components/dark-sky/Lesson.tsx': 'export const lesson = 1;\n',
    'src/components/dark-sky/search-worker.ts':
      "const worker = new URL('../../engine/dark-sky/search.ts', import.meta.url);\nexport { worker };\n",
    'content/docs/moon.mdx': [
      '---',
      'title: Moon',
      '---',
      '',
      "import Example from '../../src/astro/Example.astro';",
      "import Conditions from '../../src/components/moon/Conditions.astro';",
      "import QuickStart from './moon/_quick-start.mdx';",
      '',
      '<QuickStart />',
      '',
      '<Conditions />',
      '',
    ].join('\n'),
    'content/docs/moon/_quick-start.mdx':
      "import Conditions from '../../../src/components/moon/Conditions.astro';\n\nThe goal.\n\n<Conditions />\n",
    'content/docs/index.mdx': [
      "import GameList from '../../src/astro/GameList.astro';",
      '',
      'The games: Moon and Dark Sky. A page imports its own components:',
      '',
      '```mdx',
      "import Conditions from '../../src/components/moon/Conditions.astro';",
      '```',
      '',
    ].join('\n'),
    'content/docs/dark-sky.mdx': '# Dark Sky\n',
    'content/docs/dark-sky/_quick-start.mdx': 'The goal.\n',
    'content/docs/moon/rulings.mdx':
      "# Moon's rulings\n\nimport Conditions from '../../../src/components/moon/Conditions.astro';\n",
    'content/examples/moon/first.yaml': 'title: First\n',
    'content/lessons/moon.yaml': 'title: Your first hand of Moon\n',
    'tests/engine/moon/rules.test.ts': '',
    'tests/engine/dark-sky/rules.test.ts': '',
    'tests/e2e/moon/driver.ts': '',
    'tests/e2e/dark-sky/driver.ts': '',
  };
  for (const game of PLANTED) {
    for (const name of ENGINE) files[`src/engine/${game.id}/${name}.ts`] ??= 'export const X = 1;\n';
  }
  return files;
}

/** The clean tree with `plant` added (or, for a null entry, the file removed). */
function plantTree(plant: Record<string, string | null>): Tree {
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries({ ...cleanTree(), ...plant })) if (text !== null) files[path] = text;
  return memoryTree(files);
}

/** What the checks find in the planted tree: each violation's kind, file and line. */
function checkPlanted(
  plant: Record<string, string | null>,
  exceptions: readonly KnownException[] = [],
): Pick<Violation, 'kind' | 'file' | 'line'>[] {
  return checkStructure(plantTree(plant), PLANTED, exceptions).map(({ kind, file, line }) => ({ kind, file, line }));
}

interface Plant {
  readonly what: string;
  readonly plant: Record<string, string | null>;
  readonly exceptions?: readonly KnownException[];
  readonly kind: ViolationKind;
  readonly file: string;
  readonly line: number;
}

const PLANTS: Plant[] = [
  {
    what: "a component importing the engine's internals",
    plant: {
      'src/components/moon/Hand.tsx': "// The hand.\nimport { X } from '../../engine/moon/state.ts';\nexport { X };\n",
    },
    kind: 'engine-internals',
    file: 'src/components/moon/Hand.tsx',
    line: 2,
  },
  {
    what: 'the same through import()',
    plant: { 'src/components/moon/lazy.ts': "export const load = () =>\n  import('../../engine/moon/index.ts');\n" },
    kind: 'engine-internals',
    file: 'src/components/moon/lazy.ts',
    line: 2,
  },
  {
    what: "the same through new URL(…, import.meta.url), to the engine's folder",
    plant: {
      'src/components/dark-sky/worker.ts': "export const url = new URL('../../engine/dark-sky/', import.meta.url);\n",
    },
    kind: 'engine-internals',
    file: 'src/components/dark-sky/worker.ts',
    line: 1,
  },
  {
    what: "the same from an .astro component's frontmatter, by a path through core",
    plant: {
      'src/components/moon/Picture.astro':
        "---\n// A picture.\nimport { MOON } from '../core/../../engine/moon/manifest.ts';\n---\n\n<p>{MOON}</p>\n",
    },
    kind: 'engine-internals',
    file: 'src/components/moon/Picture.astro',
    line: 3,
  },
  {
    what: "one game's folder importing another's",
    plant: { 'src/components/dark-sky/Card.tsx': "\nexport { table } from '../moon/MoonTable.tsx';\n" },
    kind: 'cross-game',
    file: 'src/components/dark-sky/Card.tsx',
    line: 2,
  },
  {
    what: "a game's page importing another game's component",
    plant: {
      'content/docs/dark-sky.mdx':
        "---\ntitle: Dark Sky\n---\n\nimport {\n  Conditions,\n} from '../../src/components/moon/Conditions.astro';\n",
    },
    kind: 'cross-game',
    file: 'content/docs/dark-sky.mdx',
    line: 7,
  },
  {
    what: 'the engine importing a component',
    plant: { 'src/engine/core/view.ts': "import { draw } from '../../components/core/draw.ts';\nexport { draw };\n" },
    kind: 'engine-impure',
    file: 'src/engine/core/view.ts',
    line: 1,
  },
  {
    what: 'a shared folder importing a game',
    plant: { 'src/site/table.ts': "import { X } from '../engine/moon/rules.ts';\nexport const rows = [X];\n" },
    kind: 'shared-imports-game',
    file: 'src/site/table.ts',
    line: 1,
  },
  {
    what: "a shared folder importing a game's component from an .astro file",
    plant: {
      'src/astro/Faces.astro':
        "---\nimport Faces from '../components/dark-sky/Faces.tsx';\n---\n\n<Faces client:visible />\n",
    },
    kind: 'shared-imports-game',
    file: 'src/astro/Faces.astro',
    line: 2,
  },
  {
    what: "a page of no game (the glossary) importing a game's component",
    plant: {
      'content/docs/glossary.mdx': "# Glossary\n\nimport Faces from '../../src/components/moon/MoonTable.tsx';\n",
    },
    kind: 'shared-imports-game',
    file: 'content/docs/glossary.mdx',
    line: 3,
  },
  {
    what: "a shared folder naming a game's id in a string",
    plant: { 'src/examples/pick.ts': "export const pick = (id: string) =>\n  id === 'moon';\n" },
    kind: 'shared-names-game',
    file: 'src/examples/pick.ts',
    line: 2,
  },
  {
    what: "a shared folder naming a game's file by its path",
    plant: { 'scripts/report.ts': "// The report.\n\nexport const PAGE = 'dist/dark-sky/index.html';\n" },
    kind: 'shared-names-game',
    file: 'scripts/report.ts',
    line: 3,
  },
  {
    what: 'a shared folder naming a game in an identifier',
    plant: { 'src/components/core/Seat.tsx': 'export const seat = 1;\nexport const isDarkSkyTable = true;\n' },
    kind: 'shared-names-game',
    file: 'src/components/core/Seat.tsx',
    line: 2,
  },
  {
    what: 'a shared .astro template naming a game in an attribute',
    plant: { 'src/astro/Home.astro': '---\n// The home page.\n---\n\n<div>\n  <a href="/moon/">Rules</a>\n</div>\n' },
    kind: 'shared-names-game',
    file: 'src/astro/Home.astro',
    line: 6,
  },
  {
    what: 'a shared .astro script naming a game by its title',
    plant: { 'src/astro/Note.astro': '<p>Note</p>\n<script>\n  console.log("Dark Sky");\n</script>\n' },
    kind: 'shared-names-game',
    file: 'src/astro/Note.astro',
    line: 3,
  },
  {
    what: 'a shared stylesheet naming a game in a class',
    plant: { 'src/styles/base.css': ':root {\n  --wh-radius: 4px;\n}\n.wh-moon-table {\n  margin: 0;\n}\n' },
    kind: 'shared-names-game',
    file: 'src/styles/base.css',
    line: 4,
  },
  {
    what: "a shared stylesheet naming a game's public folder in a url()",
    plant: { 'src/styles/base.css': ":root {\n  --wh-felt: url('/dark-sky/felt.svg');\n}\n" },
    kind: 'shared-names-game',
    file: 'src/styles/base.css',
    line: 2,
  },
  {
    what: 'a shared <style> in an .astro file naming a game',
    plant: {
      'src/astro/Note.astro':
        '<p>Note</p>\n<style>\n  .wh-note,\n  .wh-dark-sky-note {\n    margin: 0;\n  }\n</style>\n',
    },
    kind: 'shared-names-game',
    file: 'src/astro/Note.astro',
    line: 4,
  },
  {
    what: "a shared stylesheet styling a class the game's own stylesheet styles",
    plant: { 'src/styles/base.css': ':root {\n  --wh-radius: 4px;\n}\n.wh-seats .wh-stack {\n  margin: 0;\n}\n' },
    kind: 'shared-names-game',
    file: 'src/styles/base.css',
    line: 4,
  },
  {
    what: "a shared stylesheet's url() into a game's folder",
    plant: { 'src/styles/base.css': ':root {\n  --wh-felt: url(../components/moon/felt.svg);\n}\n' },
    kind: 'shared-imports-game',
    file: 'src/styles/base.css',
    line: 2,
  },
  {
    what: "a shared stylesheet's @import of a floor it may not import",
    plant: { 'src/styles/base.css': "@import '../components/core/seats.css';\n" },
    kind: 'floor-import',
    file: 'src/styles/base.css',
    line: 1,
  },
  {
    what: "a game's stylesheet styling a class another game's components set",
    plant: {
      'src/components/dark-sky/dark-sky.css': '.wh-sky {\n  color: red;\n}\n.wh-sky .wh-pile {\n  color: blue;\n}\n',
    },
    kind: 'cross-game',
    file: 'src/components/dark-sky/dark-sky.css',
    line: 4,
  },
  {
    what: "a game's stylesheet styling a class holding another game's id",
    plant: { 'src/components/dark-sky/dark-sky.css': '.wh-card.wh-moon {\n  color: red;\n}\n' },
    kind: 'cross-game',
    file: 'src/components/dark-sky/dark-sky.css',
    line: 1,
  },
  {
    what: "a game's <style> reaching out of its scope with :global() to another game's class",
    plant: {
      'src/components/dark-sky/Sandbox.astro':
        '<p class="label">sandbox</p>\n<style>\n  .label :global(.wh-pile) {\n    color: red;\n  }\n</style>\n',
    },
    kind: 'cross-game',
    file: 'src/components/dark-sky/Sandbox.astro',
    line: 3,
  },
  {
    what: 'a JSON file on a shared floor naming a game',
    plant: { 'src/examples/heights.json': '{\n  "first": 30,\n  "moon/first": 30\n}\n' },
    kind: 'shared-names-game',
    file: 'src/examples/heights.json',
    line: 3,
  },
  {
    what: 'a known exception that no longer happens',
    plant: {},
    exceptions: [{ file: 'src/examples/heights.json', kind: 'shared-names-game', why: 'planted' }],
    kind: 'stale-exception',
    file: 'src/examples/heights.json',
    line: 0,
  },
  {
    what: "a route importing a game's folder",
    plant: {
      'pages/tables/[game].json.ts':
        "import { table } from '../../src/components/moon/MoonTable.tsx';\nexport const GET = table;\n",
    },
    kind: 'shared-imports-game',
    file: 'pages/tables/[game].json.ts',
    line: 1,
  },
  {
    what: 'a route named for a game',
    plant: { 'pages/moon/[slug].json.ts': 'export const GET = () => new Response();\n' },
    kind: 'shared-names-game',
    file: 'pages/moon/[slug].json.ts',
    line: 0,
  },
  {
    what: 'a route importing a floor it may not import',
    plant: {
      'pages/links.json.ts':
        "import { playLink } from '../src/components/core/link.ts';\nexport const GET = playLink;\n",
    },
    kind: 'floor-import',
    file: 'pages/links.json.ts',
    line: 1,
  },
  {
    what: "a route importing one game's quick start by name, not by a pattern",
    plant: {
      'pages/[game]/card.astro':
        "---\nimport QuickStart from '../../content/docs/moon/_quick-start.mdx';\n---\n\n<QuickStart />\n",
    },
    kind: 'shared-imports-game',
    file: 'pages/[game]/card.astro',
    line: 2,
  },
  {
    what: "a game's page importing a page of its own that is not a partial (_*.mdx)",
    plant: {
      'content/docs/moon.mdx': "---\ntitle: Moon\n---\n\nimport Rulings from './moon/rulings.mdx';\n\n<Rulings />\n",
    },
    kind: 'floor-import',
    file: 'content/docs/moon.mdx',
    line: 5,
  },
  {
    what: "a game's page importing another game's quick start",
    plant: {
      'content/docs/dark-sky.mdx': "# Dark Sky\n\nimport QuickStart from './moon/_quick-start.mdx';\n",
    },
    kind: 'cross-game',
    file: 'content/docs/dark-sky.mdx',
    line: 3,
  },
  {
    what: "a game's page beside its page importing another game's component",
    plant: {
      'content/docs/dark-sky/rulings.mdx':
        "# Rulings\n\nimport Conditions from '../../../src/components/moon/Conditions.astro';\n",
    },
    kind: 'cross-game',
    file: 'content/docs/dark-sky/rulings.mdx',
    line: 3,
  },
  {
    what: 'the core engine importing the registry',
    plant: {
      'src/engine/core/games.ts': "import { GAMES } from '../registry.ts';\nexport const count = GAMES.length;\n",
    },
    kind: 'floor-import',
    file: 'src/engine/core/games.ts',
    line: 1,
  },
  {
    what: "a game's engine importing the registry",
    plant: { 'src/engine/moon/all.ts': "\nimport { GAMES } from '../registry.ts';\nexport { GAMES };\n" },
    kind: 'floor-import',
    file: 'src/engine/moon/all.ts',
    line: 2,
  },
  {
    what: "the registry importing a game's module other than its manifest",
    plant: {
      'src/engine/registry.ts':
        "import { MOON } from './moon/manifest.ts';\nimport { X } from './moon/state.ts';\nexport const GAMES = [MOON, X];\n",
    },
    kind: 'floor-import',
    file: 'src/engine/registry.ts',
    line: 2,
  },
  {
    what: 'the core components importing the site',
    plant: {
      'src/components/core/List.tsx': "import { cards } from '../../site/games.ts';\nexport const List = cards;\n",
    },
    kind: 'floor-import',
    file: 'src/components/core/List.tsx',
    line: 1,
  },
  {
    what: "the core components importing the lesson script's reader, not only its types",
    plant: {
      'src/components/core/Read.tsx': "import { parse } from '../../lessons/script.ts';\nexport const read = parse;\n",
    },
    kind: 'floor-import',
    file: 'src/components/core/Read.tsx',
    line: 1,
  },
  {
    what: 'the examples importing a core component that is not a plain module',
    plant: { 'src/examples/picture.ts': "import { Seats } from '../components/core/Seats.tsx';\nexport { Seats };\n" },
    kind: 'floor-import',
    file: 'src/examples/picture.ts',
    line: 1,
  },
  {
    what: 'the lessons importing the core components',
    plant: { 'src/lessons/link.ts': "import { playLink } from '../components/core/link.ts';\nexport { playLink };\n" },
    kind: 'floor-import',
    file: 'src/lessons/link.ts',
    line: 1,
  },
  {
    what: 'a page component importing a route',
    plant: {
      'src/astro/Frames.astro':
        "---\nimport { GET } from '../../pages/lessons/[game].json.ts';\n---\n\n<p>{GET()}</p>\n",
    },
    kind: 'floor-import',
    file: 'src/astro/Frames.astro',
    line: 2,
  },
  {
    what: "a game's components importing the site",
    plant: {
      'src/components/moon/List.tsx': "import { cards } from '../../site/games.ts';\nexport const List = cards;\n",
    },
    kind: 'floor-import',
    file: 'src/components/moon/List.tsx',
    line: 1,
  },
  {
    what: "a game's page importing the site",
    plant: {
      'content/docs/moon.mdx': "---\ntitle: Moon\n---\n\nimport { cards } from '../../src/site/games.ts';\n",
    },
    kind: 'floor-import',
    file: 'content/docs/moon.mdx',
    line: 5,
  },
  {
    what: 'an import of a file on no floor',
    plant: { 'src/site/games.ts': "import { deal } from '../../tests/helpers.ts';\nexport const cards = deal;\n" },
    kind: 'floor-import',
    file: 'src/site/games.ts',
    line: 1,
  },
  {
    what: 'a file on no floor',
    plant: { 'src/util/sum.ts': 'export const sum = 1;\n' },
    kind: 'no-floor',
    file: 'src/util/sum.ts',
    line: 0,
  },
  {
    what: 'worked examples of no game in the registry',
    plant: { 'content/examples/sun/first.yaml': 'title: First\n' },
    kind: 'no-floor',
    file: 'content/examples/sun/first.yaml',
    line: 0,
  },
  {
    what: "a game's engine folder of no game in the registry",
    plant: { 'src/engine/sun/game.ts': 'export const SUN = 1;\n' },
    kind: 'no-floor',
    file: 'src/engine/sun/game.ts',
    line: 0,
  },
  {
    what: "a game without one of its engine's files",
    plant: { 'src/engine/moon/ui.ts': null },
    kind: 'missing-file',
    file: 'src/engine/moon/ui.ts',
    line: 0,
  },
  {
    what: 'a game with a sandbox but no sandbox island',
    plant: { 'src/components/dark-sky/Sandbox.astro': null },
    kind: 'missing-file',
    file: 'src/components/dark-sky/Sandbox.astro',
    line: 0,
  },
  {
    what: 'a game with examples but none written',
    plant: { 'content/examples/moon/first.yaml': null },
    kind: 'missing-file',
    file: 'content/examples/moon',
    line: 0,
  },
  {
    what: 'a game without its quick start',
    plant: { 'content/docs/dark-sky/_quick-start.mdx': null },
    kind: 'missing-file',
    file: 'content/docs/dark-sky/_quick-start.mdx',
    line: 0,
  },
  {
    what: 'a game without its page',
    plant: { 'content/docs/dark-sky.mdx': null },
    kind: 'missing-file',
    file: 'content/docs/dark-sky.mdx',
    line: 0,
  },
  {
    what: 'a game without tests of its own',
    plant: { 'tests/engine/dark-sky/rules.test.ts': null },
    kind: 'missing-file',
    file: 'tests/engine/dark-sky',
    line: 0,
  },
  {
    what: "a game with a sandbox without its browser tests' driver",
    plant: { 'tests/e2e/dark-sky/driver.ts': null },
    kind: 'missing-file',
    file: 'tests/e2e/dark-sky/driver.ts',
    line: 0,
  },
];

describe('on a planted tree', () => {
  test('a tree that keeps every rule passes: comments, globs and English words do not count', () => {
    expect(checkPlanted({})).toEqual([]);
  });

  for (const { what, plant, exceptions, kind, file, line } of PLANTS) {
    test(`${what} is reported, alone`, () => {
      expect(checkPlanted(plant, exceptions)).toEqual([{ kind, file, line }]);
    });
  }

  test('a known exception passes over every violation of its kind in its file, and only those', () => {
    const plant = { 'src/examples/heights.json': '{\n  "moon/first": 30,\n  "dark-sky/first": 30\n}\n' };
    expect(checkPlanted(plant).length).toBe(2);
    expect(
      checkPlanted(plant, [{ file: 'src/examples/heights.json', kind: 'shared-names-game', why: 'planted' }]),
    ).toEqual([]);
    expect(checkPlanted(plant, [{ file: 'src/examples/heights.json', kind: 'cross-game', why: 'planted' }])).toEqual([
      { kind: 'stale-exception', file: 'src/examples/heights.json', line: 0 },
      { kind: 'shared-names-game', file: 'src/examples/heights.json', line: 2 },
      { kind: 'shared-names-game', file: 'src/examples/heights.json', line: 3 },
    ]);
  });

  test("a floor's import says what the floor may import", () => {
    const tree = plantTree({
      'src/components/core/List.tsx': "import { cards } from '../../site/games.ts';\nexport const List = cards;\n",
    });
    expect(formatViolations(checkStructure(tree, PLANTED, []))).toBe(
      "src/components/core/List.tsx:1 [floor-import] imports src/site/games.ts, on the examples and site. The core components may import only the core engine, one another, the shared stylesheets, the examples' frame type, the lessons' player (src/lessons/lesson.ts, progress.ts) and the lesson script's types (docs/ARCHITECTURE.md): move what this needs to a floor it may import, or move this code.",
    );
  });

  test('a report names the file, the line and the fix', () => {
    const tree = plantTree({
      'src/components/moon/Hand.tsx': "import { X } from '../../engine/moon/state.ts';\nexport { X };\n",
    });
    expect(formatViolations(checkStructure(tree, PLANTED, []))).toBe(
      "src/components/moon/Hand.tsx:1 [engine-internals] imports src/engine/moon/state.ts, inside Moon's engine. Components import only ui.ts, play-manifest.ts, practice.ts, search.ts, page.ts from src/engine/moon/: export what this needs from src/engine/moon/ui.ts and import it from there.",
    );
  });
});
