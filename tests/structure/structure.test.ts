// The layering docs/ARCHITECTURE.md describes, checked: components import only a game's page
// modules, shared folders neither import a game's folder nor name a game in code, a game's folders
// import no other game's and the engine nothing outside itself, and every game in the registry has
// the files its contract needs (check-structure.ts). Each check is also shown to fail: a small tree
// planted in a temporary folder, with one violation, must give exactly that violation.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DEAL_FOCUS_KEY } from '../../src/components/core/DealButton.tsx';
import { GAMES } from '../../src/engine/registry.ts';
import {
  checkStructure,
  formatViolations,
  type StructureGame,
  type Violation,
  type ViolationKind,
} from './check-structure.ts';

const games = (manifests = GAMES): StructureGame[] =>
  manifests.map(({ game, page, components }) => ({ id: game.id, title: game.title, page, components }));

describe('the project', () => {
  test('keeps its layering, and every game has its files', () => {
    const violations = checkStructure('.', games());
    expect(violations, `\n${formatViolations(violations)}\n`).toEqual([]);
  });

  test('finds the Deal button by the one selector the button exports', () => {
    // A game that wrote its own button would pass unseen by the sandbox's focus; it uses DealButton.
    const own = sourcesUnder('src/components').filter(
      (file) =>
        !file.endsWith('/DealButton.tsx') && readFileSync(file, 'utf8').includes(`data-focus-key="${DEAL_FOCUS_KEY}"`),
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

/** A tree that keeps every rule, including what must not count: comments, globs, English words. */
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
      '  .wh-moon { color: red; }',
      '</style>',
      '',
    ].join('\n'),
    'src/components/moon/MoonTable.tsx': [
      "import type { MoonView } from '../../engine/moon/ui.ts';",
      "import { MOON_PLAY } from '../../engine/moon/play-manifest.ts';",
      'export const table = (view: MoonView) => [view, MOON_PLAY];',
      '',
    ].join('\n'),
    'src/components/moon/Practice.tsx': "export const topics = () => import('../../engine/moon/practice.ts');\n",
    'src/components/moon/search-worker.ts':
      "import { MOON_SEARCH } from '../../engine/moon/search.ts';\nexport { MOON_SEARCH };\n",
    'src/components/moon/Conditions.astro':
      "---\nimport { RULES } from '../../engine/moon/page.ts';\n---\n\n<p>{RULES}</p>\n",
    'src/components/moon/Stepper.astro':
      "---\nimport MoonTable from './MoonTable.tsx';\n---\n\n<MoonTable client:load />\n",
    'src/components/moon/Sandbox.astro':
      "---\nimport MoonTable from './MoonTable.tsx';\n---\n\n<MoonTable client:visible />\n",
    'src/components/dark-sky/Sandbox.astro': '<p>sandbox</p>\n',
    'src/components/dark-sky/Practice.tsx': 'export const topics = 1;\n',
    'src/components/dark-sky/search-worker.ts':
      "const worker = new URL('../../engine/dark-sky/search.ts', import.meta.url);\nexport { worker };\n",
    'content/docs/moon.mdx': [
      '---',
      'title: Moon',
      '---',
      '',
      "import Example from '../../src/astro/Example.astro';",
      "import Conditions from '../../src/components/moon/Conditions.astro';",
      '',
      '<Conditions />',
      '',
    ].join('\n'),
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
    'content/examples/moon/first.yaml': 'title: First\n',
    'tests/engine/moon/rules.test.ts': '',
    'tests/engine/dark-sky/rules.test.ts': '',
  };
  for (const game of PLANTED) {
    for (const name of ENGINE) files[`src/engine/${game.id}/${name}.ts`] ??= 'export const X = 1;\n';
  }
  return files;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A temporary folder holding the clean tree with `plant` added (or, for a null entry, the file removed). */
function plantTree(plant: Record<string, string | null>): string {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  roots.push(root);
  const files: Record<string, string | null> = { ...cleanTree(), ...plant };
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(join(root, posix.dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** What the checks find in the planted tree: each violation's kind, file and line. */
function checkPlanted(plant: Record<string, string | null>): Pick<Violation, 'kind' | 'file' | 'line'>[] {
  return checkStructure(plantTree(plant), PLANTED).map(({ kind, file, line }) => ({ kind, file, line }));
}

interface Plant {
  readonly what: string;
  readonly plant: Record<string, string | null>;
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
];

describe('on a planted tree', () => {
  test('a tree that keeps every rule passes: comments, globs and English words do not count', () => {
    expect(checkPlanted({})).toEqual([]);
  });

  for (const { what, plant, kind, file, line } of PLANTS) {
    test(`${what} is reported, alone`, () => {
      expect(checkPlanted(plant)).toEqual([{ kind, file, line }]);
    });
  }

  test('a report names the file, the line and the fix', () => {
    const root = plantTree({
      'src/components/moon/Hand.tsx': "import { X } from '../../engine/moon/state.ts';\nexport { X };\n",
    });
    expect(formatViolations(checkStructure(root, PLANTED))).toBe(
      "src/components/moon/Hand.tsx:1 [engine-internals] imports src/engine/moon/state.ts, inside Moon's engine. Components import only ui.ts, play-manifest.ts, practice.ts, search.ts, page.ts from src/engine/moon/: export what this needs from src/engine/moon/ui.ts and import it from there.",
    );
  });
});
