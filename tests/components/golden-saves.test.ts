// Saves and share links are pinned. Both hold a hand as each move's place among legalActions
// (core/record-codec.ts), so a change to the order of a game's legal moves would change every
// reader's saved hand and every link in the wild, or refuse them. Each game, and each of its option
// variants whose list of moves differs, has a golden file (tests/fixtures/golden/<game>/<variant>.json)
// holding a link and a save exactly as the site wrote them, each with the position it must reach:
// the game's own probes (hands, pile, scores, whose turn, as the game formats them) and the legal
// moves there of each seat to act, in order. This test opens both through the sandbox's own code and must reach
// the very same positions; the site must also write them again byte for byte.
//
// A golden file is never rewritten. A new game or variant gets one with WRITE_GOLDEN=1, which
// writes only the files that are missing (a missing file fails the test otherwise). If this test
// fails after a change to a game, the change broke saves and links: undo it, or give the game a new
// record format that reads the old one.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { playFragment } from '../../src/components/core/sandbox/link.ts';
import { newSession, type Session } from '../../src/components/core/sandbox/session.ts';
import { decodeSession, encodeSession, readSave, writeSave } from '../../src/components/core/sandbox/share-codec.ts';
import { saveSlot, storageKey } from '../../src/components/core/sandbox/storage.ts';
import type { Seat } from '../../src/engine/core/game.ts';
import type { GameManifest } from '../../src/engine/core/manifest.ts';
import { seatLetter } from '../../src/engine/core/seats.ts';
import { GAMES } from '../../src/engine/registry.ts';
import { botGame } from '../engine/bot-game.ts';

const ROOT = 'tests/fixtures/golden';

/**
 * Each game's variants whose legal moves differ from the defaults' (a phase, a move or a list that
 * only they have), by the option that makes the difference.
 */
const VARIANTS: Readonly<Record<string, Readonly<Record<string, Record<string, unknown>>>>> = {
  dawn: {
    default: {},
    // Three players: their own deal, pairs and picking.
    'three-players': { players: 3 },
    // Dusk plays the other colour, so other cards are playable.
    dusk: { variant: 'dusk' },
    // Two decks: two of a card may be playable at once.
    'two-decks': { players: 3, decks: 2 },
    // A match: the move that deals the next hand.
    match: { matchHands: 3 },
  },
  day: {
    default: {},
    // Pot limit and no limit list bets of other sizes than the fixed limit's.
    'pot-limit': { limit: 'pot' },
    'no-limit': { limit: 'no-limit' },
  },
  'black-and-red': {
    default: {},
    // Ranked courts count 11 to 13, so other discards fit under 31.
    ranked: { cardValues: 'ranked' },
  },
  dwyn: {
    default: {},
    // Turns go the other way round the table.
    clockwise: { direction: 'clockwise' },
    // A high X changes which cards a duel allows.
    'x-high': { xRank: 'high' },
    // Four players.
    'four-players': { players: 4 },
  },
  'dark-hearts': {
    default: {},
    // Three players: their own hands, passing and leftover card.
    'three-players': { players: 3 },
    // The Queen may be led before hearts break.
    'lead-queen': { leadQueenBeforeBroken: true },
  },
};

/** What a golden file holds. */
interface Golden {
  readonly options: Record<string, unknown>;
  /** A share link's fragment, as the share box writes it, and the position it opens at. */
  readonly link: { readonly fragment: string; readonly reaches: Facts };
  /** A save as the sandbox stores it (localStorage's value, parsed), and the position it restores. */
  readonly save: { readonly stored: Record<string, unknown>; readonly reaches: Facts };
}

type Facts = Record<string, unknown>;

/**
 * The position `session` has reached, as the game says it: every probe (with a seat's letter for
 * those about one seat), who is to act, and the legal moves of each, in order.
 */
/**
 * The facts a golden file pinned, read now: a probe added to a game later reads something the file
 * never held, and must not break every pin (a pinned fact that is gone still fails, as undefined).
 */
function pinned(now: Facts, golden: Facts): Facts {
  return Object.fromEntries(Object.keys(golden).map((key) => [key, now[key]]));
}

function factsOf(manifest: GameManifest, session: Session<unknown>): Facts {
  const { game } = manifest;
  const { state } = session;
  const toAct = game.toAct(state);
  const facts: Facts = { moves: session.history.length, toAct: toAct.map(seatLetter) };
  for (const seat of toAct) {
    facts[`legal.${seatLetter(seat)}`] = game.legalActions(state, seat).map((action) => game.formatAction(action));
  }
  const seats = game.seatCount(state);
  for (const [name, probe] of Object.entries(game.probes)) {
    try {
      facts[name] = probe.read(state, undefined);
      continue;
    } catch {
      // A probe about one seat: read for each.
    }
    for (let seat = 0; seat < seats; seat++) {
      try {
        facts[`${name}.${seatLetter(seat)}`] = probe.read(state, seatLetter(seat));
      } catch {
        // Not about seats at all (a face-down pair's id): the seats' probes say enough.
      }
    }
  }
  return JSON.parse(JSON.stringify(facts)) as Facts;
}

/**
 * A game played by its bot from `seed`, the reader in `seat`, cut at `share` of its moves: deep
 * enough into the game that every phase before it (and its moves) is in the record.
 */
function played(manifest: GameManifest, options: Record<string, unknown>, seed: number, seat: Seat, share: number) {
  // Seats chosen at random where several may act, so the record holds those choices too.
  const { shared } = botGame(manifest, options, seed, { seat, shuffleSeat: true });
  const moves = shared.actions.slice(0, Math.floor(shared.actions.length * share));
  return newSession<unknown>(manifest.game, { options, seed, seat }, moves);
}

/** The save the sandbox writes for `session` (its own writeSave, into a map). */
async function saved(manifest: GameManifest, session: Session<unknown>): Promise<string> {
  const store = new Map<string, string>();
  const slot = saveSlot(manifest.game.id, () => ({
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  }));
  const play = {
    game: manifest.play.game,
    bot: () => Promise.resolve(manifest.bot),
    withTools: () => Promise.resolve(manifest.game),
  };
  await writeSave(play, slot, session, { pace: 800, reveal: false, strong: false });
  return store.get(storageKey(manifest.game.id)) ?? '';
}

async function written(manifest: GameManifest, options: Record<string, unknown>): Promise<Golden> {
  const { game } = manifest;
  const linked = played(manifest, options, 11, 0, 0.9);
  const kept = played(manifest, options, 12, 1, 0.7);
  return {
    options,
    link: { fragment: playFragment(encodeSession(game, linked)), reaches: factsOf(manifest, linked) },
    save: {
      stored: JSON.parse(await saved(manifest, kept)) as Record<string, unknown>,
      reaches: factsOf(manifest, kept),
    },
  };
}

test('every game in the registry has its variants pinned, and every golden file is one of them', () => {
  expect(Object.keys(VARIANTS).sort()).toEqual(GAMES.map((manifest) => manifest.game.id).sort());
  for (const [id, variants] of Object.entries(VARIANTS)) {
    const files = existsSync(join(ROOT, id)) ? readdirSync(join(ROOT, id)) : [];
    expect(files.sort(), id).toEqual(
      Object.keys(variants)
        .map((name) => `${name}.json`)
        .sort(),
    );
  }
});

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (id, manifest) => {
  test.each(Object.entries(VARIANTS[id] ?? {}))(
    '%s: its link and its save reach their positions, and are written again the same',
    async (name, options) => {
      const file = join(ROOT, id, `${name}.json`);
      if (!existsSync(file) && process.env['WRITE_GOLDEN'] === '1') {
        mkdirSync(join(ROOT, id), { recursive: true });
        writeFileSync(file, `${JSON.stringify(await written(manifest, options), null, 2)}\n`);
      }
      expect(existsSync(file), `${file} is missing: WRITE_GOLDEN=1 writes it`).toBe(true);
      const golden = JSON.parse(readFileSync(file, 'utf8')) as Golden;
      expect(golden.options).toEqual(options);
      const { game } = manifest;

      // The link, opened as the sandbox opens one (with the game's tools), reaches its position...
      expect(golden.link.fragment.startsWith(playFragment(''))).toBe(true);
      const linked = decodeSession<unknown>(game, golden.link.fragment.slice(playFragment('').length));
      expect(pinned(factsOf(manifest, linked), golden.link.reaches)).toEqual(golden.link.reaches);
      // ...and the share box writes that hand's link again, byte for byte.
      expect(playFragment(encodeSession(game, linked))).toBe(golden.link.fragment);

      // The save, read and replayed as the sandbox restores one, reaches its position...
      const restored = readSave(JSON.stringify(golden.save.stored));
      if (!('record' in restored)) throw new Error('a golden save holds a record');
      const kept = decodeSession<unknown>(game, restored.record);
      expect(pinned(factsOf(manifest, kept), golden.save.reaches)).toEqual(golden.save.reaches);
      // ...and the sandbox saves that hand again as it was.
      expect(JSON.parse(await saved(manifest, kept))).toEqual(golden.save.stored);
      // Pinned mid-game, with moves to replay and moves still to make.
      for (const facts of [golden.link.reaches, golden.save.reaches]) {
        expect(facts['moves']).toBeGreaterThan(10);
        expect((facts['toAct'] as unknown[]).length).toBeGreaterThan(0);
      }
    },
  );
});
