// How the browser tests play a guided lesson (lesson.spec.ts, lesson-phone.spec.ts): its main path,
// replayed by the engine from the lesson file (so the tests follow the file as it changes), and how
// a reader makes each move through each game's controls.
import type { Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { theDayCard } from '../../src/engine/day/ui.ts';
import { dwynCardName, SUIT_TITLES } from '../../src/engine/dwyn/ui.ts';
import { gameById } from '../../src/engine/registry.ts';
import { attempt, openLesson, readOn, tablesOf } from '../../src/lessons/lesson.ts';
import { parseLessonFile, type LessonBeat } from '../../src/lessons/script.ts';

/**
 * A step of the main path: the beat the reader meets, and the move the coach points at (a read has
 * none); `jumped` once a beat has jumped to a written position.
 */
export type Step = (
  { readonly kind: 'read' } | { readonly kind: 'move'; readonly action: string; readonly legal: readonly string[] }
) & { readonly jumped: boolean; readonly beat: LessonBeat };

/** The lesson's main path as the reader meets it: reads and the moves the coach points at. */
export function mainPath(game: string): { steps: Step[]; covers: readonly string[]; seed: number } {
  const file = `content/lessons/${game}.yaml`;
  const script = parseLessonFile(readFileSync(file, 'utf8'), file);
  const { game: engine, bot } = gameById(game);
  const opened = openLesson(script, engine, bot, tablesOf(engine, script.seed));
  const { lesson } = opened;
  let point = opened.point;
  const steps: Step[] = [];
  while (point.wait.kind !== 'end') {
    const jumped = point.record !== opened.point.record;
    const { beat } = point.wait;
    if (point.wait.kind === 'read') {
      steps.push({ kind: 'read', jumped, beat });
      point = readOn(lesson, point);
      continue;
    }
    const legal = engine.legalActions(point.state, lesson.reader).map((a: unknown) => engine.formatAction(a));
    steps.push({ kind: 'move', action: point.wait.pointAt, legal, jumped, beat });
    const tried = attempt(lesson, point, engine.parseAction(point.wait.pointAt));
    if (tried.kind !== 'made') throw new Error(`${file}: ${point.wait.pointAt} is not made`);
    point = tried.point;
  }
  return { steps, covers: script.covers, seed: script.seed };
}

/** One tap of the reader's; the phone test checks first that the control is in view. */
export type Press = (target: Locator) => Promise<void>;

const tap: Press = (target) => target.tap();

/**
 * How a reader makes a move through each game's controls. When `unwanted` (the test trying a move
 * the lesson does not ask for), a game may decline with null a move made of several taps, whose
 * half-made choice would stay on the table; the test then tries another.
 */
type Tap = (lesson: Locator, action: string, options?: { unwanted?: boolean; press?: Press }) => Promise<void | null>;

const TAP: Readonly<Record<string, Tap>> = {
  dawn: async (lesson, action, { unwanted = false, press = tap } = {}) => {
    const [verb, ...rest] = action.split(' ');
    if (verb === 'ready') return press(lesson.getByRole('button', { name: 'Done arranging' }));
    if (verb === 'draw') return press(lesson.locator('.wh-draw'));
    if (verb === 'shift' || (unwanted && verb === 'take')) return null;
    if (verb === 'take') {
      for (const position of rest) await press(lesson.locator('.wh-take .wh-back-button').nth(Number(position) - 1));
      return press(lesson.locator('.wh-take .wh-primary'));
    }
    if (verb === 'pick') {
      return press(lesson.locator('.wh-pick button').filter({ hasText: `in front of ${rest[0]}` }));
    }
    return press(lesson.locator(`[data-focus-key="card-${action}-1"]`));
  },
  day: async (lesson, action, { press = tap } = {}) => {
    const [verb, to] = action.split(' ');
    const names: Record<string, RegExp> = {
      keep: /^Keep both cards/,
      check: /^Check/,
      call: /^Call/,
      fold: /^Fold/,
      bet: new RegExp(`^Bet ${to}`),
      raise: new RegExp(`^Raise to ${to}`),
    };
    const name = names[verb ?? ''];
    if (name) return press(lesson.getByRole('button', { name }));
    if (verb === 'swap')
      return press(lesson.getByRole('button', { name: `Swap ${theDayCard(to ?? '')} for the top card of the deck` }));
    return null;
  },
  dwyn: async (lesson, action, { press = tap } = {}) => {
    const [verb, a, b] = action.split(' ');
    const key = (k: string) => lesson.locator(`[data-focus-key="${k}"]`);
    const card = (c: string) => key(`card-${c}-1`);
    switch (verb) {
      case 'layout':
      case 'draw':
      case 'pass':
      case 'concede':
        return press(key(verb));
      case 'play':
        return press(card(a ?? ''));
      case 'lay':
      case 'discard':
        await press(card(a ?? ''));
        return press(key(verb));
      case 'steal':
      case 'dwyn': {
        await press(card(verb.toUpperCase()));
        await press(key(verb));
        const what = dwynCardName(b ?? '');
        const name = `${verb === 'steal' ? 'Take' : 'Challenge for'} ${a}'s ${what.replace(/^the /, '')}`;
        return press(lesson.getByRole('button', { name: new RegExp(`^${name}`) }));
      }
      case 'suit':
        return press(
          lesson.locator('.wh-dw-suits button').filter({ hasText: SUIT_TITLES[a as keyof typeof SUIT_TITLES] }),
        );
      default:
        return null;
    }
  },
  'black-and-red': async (lesson, action, { press = tap } = {}) => {
    if (action === 'go') return press(lesson.locator('[data-focus-key="go"]'));
    if (action === 'deal') return null;
    return press(lesson.locator(`[data-focus-key="card-${action}-1"]`));
  },
  'dark-hearts': async (lesson, action, { unwanted = false, press = tap } = {}) => {
    const move = gameById('dark-hearts').game.parseAction(action) as
      { type: 'play'; card: string; shade: 'L' | 'D' } | { type: 'pass'; cards: readonly string[] } | { type: 'deal' };
    const card = (id: string): Locator => lesson.locator(`[data-focus-key="card-${id}-1"]`);
    if (move.type === 'deal' || (unwanted && move.type === 'pass')) return null;
    if (move.type === 'pass') {
      for (const id of move.cards) await press(card(id));
      return press(lesson.getByRole('button', { name: /^Pass these three/ }));
    }
    // A lead: the reader sets the Light/Dark switch, then taps the card (a card is named by its Light face).
    const shades = lesson.locator('.wh-shade-switch');
    if ((await shades.count()) > 0)
      await press(shades.getByRole('radio', { name: move.shade === 'L' ? 'Light' : 'Dark', exact: true }));
    return press(card(move.card));
  },
};

/** A game's taps, or an error that says to write them. */
export function tapsOf(game: string, spec: string): Tap {
  const taps = TAP[game];
  if (!taps) throw new Error(`${spec}: no TAP entry for ${game} in lesson-play.ts: say how a reader makes its moves.`);
  return taps;
}

/**
 * A control the engine refuses now, where a game's muted controls are moves (DWYN's cards open a
 * choice instead, so its muted move buttons are tried).
 */
export function refusedControl(game: string, lesson: Locator): Locator {
  return lesson.locator(game === 'dwyn' ? '.wh-dock .wh-dw-move.wh-unplayable' : '.wh-dock .wh-unplayable').first();
}
