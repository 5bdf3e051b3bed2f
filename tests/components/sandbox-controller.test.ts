// The sandbox's controller (components/core/sandbox/controller.ts) for every game in the registry,
// in Node with fake timers and no DOM: the hand restored from a link, a save or a fresh deal; the
// reader's moves and the engine's refusals; the bots at their pace; undo; hints; the hand's result
// waiting for the reader; skipping ahead; strong bots. The page's parts are replaced: saves go to
// a map, links come from the test, the strong bot is a fake that answers with the heuristic bot's
// move, and the bot and the game's tools load at once.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createSandboxController,
  type SandboxController,
  type SandboxSnapshot,
  type Thinker,
} from '../../src/components/core/sandbox/controller.ts';
import { playFragment, type LinkSource } from '../../src/components/core/sandbox/link.ts';
import { FIRST_SEED, newSession, type Session } from '../../src/components/core/sandbox/session.ts';
import { decodeSession, encodeSession } from '../../src/components/core/sandbox/share-codec.ts';
import { saveSlot, storageKey } from '../../src/components/core/sandbox/storage.ts';
import type { KeyValueStore } from '../../src/components/core/storage.ts';
import type { Seat } from '../../src/engine/core/game.ts';
import type { PlayManifest } from '../../src/engine/core/manifest.ts';
import type { Hint } from '../../src/engine/core/search/hint.ts';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { botGame } from '../engine/bot-game.ts';

const READER: Seat = 0;
/** Every new hand's seed (the controller's randomSeed). */
const SEED = 7;
const THINKING = { message: 'thinking about your move…' };
const SEARCHED = 'searched (a fake)';

/** Options giving a game more than one hand, where its defaults play only one (as in tests/e2e). */
const MATCH_OPTIONS: Readonly<Record<string, Record<string, unknown>>> = {
  dawn: { matchHands: 3 },
  dwyn: { matchGames: 3 },
};

type Snapshot = SandboxSnapshot<unknown>;

interface FakeThinker extends Thinker {
  readonly calls: { seat: Seat; seed: number; kind: 'move' | 'hint'; least: number }[];
  readonly prepared: unknown[];
  /** Its moves for the bots fail, as a worker that stopped. */
  failing: boolean;
  /** The reader each request named: a bot's reason is for them. */
  readonly readers: Seat[];
}

/** The strong bot's stand-in: after `least` ms, the heuristic bot's move, with a reason. */
function fakeThinker(manifest: GameManifest): FakeThinker {
  const { game } = manifest;
  const thinker: FakeThinker = {
    calls: [],
    prepared: [],
    failing: false,
    readers: [],
    think(state, seat, seed, kind, least, reader) {
      thinker.calls.push({ seat, seed, kind, least });
      thinker.readers.push(reader);
      return new Promise<Hint>((done, failed) =>
        setTimeout(() => {
          if (kind === 'move' && thinker.failing) return failed(new Error('the worker stopped'));
          const legal = game.legalActions(state, seat);
          if (legal.length === 0) return failed(new Error('no move to search'));
          const action = game.formatAction(manifest.bot(game.view(state, seat), legal, seat));
          const rule = Object.keys(game.rules)[0] as string;
          // A bot's reason as the reader may read it, and with every card named.
          const revealed = kind === 'move' ? { revealed: `${SEARCHED}, every card named: ${action}` } : {};
          done({ action, reason: `${SEARCHED}: ${action}`, ...revealed, rule, playouts: 1 });
        }, least),
      );
    },
    prepare(state) {
      thinker.prepared.push(state);
    },
  };
  return thinker;
}

/** Links into the page: one there at load, and any the test follows later (a hashchange). */
function fakeLinks(first: string | null) {
  let waiting = first;
  let onChange: (() => Promise<void>) | null = null;
  const source: LinkSource = {
    take() {
      const record = waiting;
      waiting = null;
      return record;
    },
    listen(listener) {
      onChange = listener;
      return () => {
        onChange = null;
      };
    },
  };
  return {
    source,
    listening: () => onChange !== null,
    async follow(record: string): Promise<void> {
      waiting = record;
      await onChange?.();
    },
  };
}

function memoryStore(map: Map<string, string>): KeyValueStore {
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The bot and the tools at once: a page fetches them, here they are already loaded. */
function loadedPlay(manifest: GameManifest): PlayManifest {
  return {
    game: manifest.play.game,
    bot: () => Promise.resolve(manifest.bot),
    withTools: () => Promise.resolve(manifest.game),
  };
}

const open: SandboxController<unknown, unknown>[] = [];

function table(
  manifest: GameManifest,
  { store = new Map<string, string>(), link = null as string | null, play = loadedPlay(manifest) } = {},
) {
  const thinker = fakeThinker(manifest);
  const links = fakeLinks(link);
  const ctrl = createSandboxController<unknown, unknown>(play, {
    thinker,
    saves: saveSlot(manifest.game.id, () => memoryStore(store)),
    links: links.source,
    randomSeed: () => SEED,
    firstSeed: SEED,
  });
  open.push(ctrl);
  const snap = (): Snapshot => ctrl.getSnapshot();
  const session = (): Session<unknown> => {
    const { session: s } = ctrl.getSnapshot();
    if (s === null) throw new Error('no hand on the table yet');
    return s;
  };
  return { manifest, game: manifest.game, ctrl, store, thinker, links, snap, session };
}
type Table = ReturnType<typeof table>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const ctrl of open.splice(0)) ctrl.dispose();
  vi.useRealTimers();
});

function toAct(t: Table, snap: Snapshot = t.snap()): readonly Seat[] {
  return snap.session === null ? [] : t.game.toAct(snap.session.state);
}
const myTurn = (t: Table, snap: Snapshot = t.snap()): boolean => toAct(t, snap).includes(READER);
const botsToAct = (t: Table, snap: Snapshot = t.snap()): Seat[] => toAct(t, snap).filter((s) => s !== READER);

/** The reader's move as the game's own bot would make it (a game needs sensible moves to go on). */
function readerMove(t: Table, state: unknown): unknown {
  const { game, manifest } = t;
  return manifest.bot(game.view(state, READER), game.legalActions(state, READER), READER);
}

/** The reader may move, and no result waits. */
const readerToMove = (t: Table) => (snap: Snapshot) => !snap.resultShown && myTurn(t, snap);
/** A bot is to move where the reader watches (not everyone at once), and no result waits. */
const botToMove = (t: Table) => (snap: Snapshot) =>
  !snap.resultShown &&
  snap.session !== null &&
  !t.game.isSimultaneous(snap.session.state) &&
  botsToAct(t, snap).length > 0 &&
  !myTurn(t, snap);

/**
 * Plays on until `reached` holds: the reader moves as the bot would, reads each hand's result, and
 * the bots move as the timers run.
 */
async function playUntil(t: Table, reached: (snap: Snapshot) => boolean): Promise<Snapshot> {
  for (let step = 0; step < 5000; step++) {
    const snap = t.snap();
    if (snap.session !== null && reached(snap)) return snap;
    if (snap.session !== null && t.game.outcome(snap.session.state) !== null) throw new Error('the game ended first');
    if (snap.session !== null && myTurn(t, snap)) {
      t.ctrl.attempt(readerMove(t, snap.session.state));
      expect(t.snap().refusal).toBeNull();
    } else if (snap.resultShown) t.ctrl.continueAfterHand();
    else await vi.advanceTimersToNextTimerAsync();
  }
  throw new Error('never reached');
}

/** Saves are written once the share codec has loaded (a dynamic import): waits for them. */
async function savesWritten(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const plain = (session: Session<unknown>) => session.history.map(({ seat, action }) => ({ seat, action }));

/** A share link to the game `moves` moves after the deal of `seed`, the bot in every seat. */
function linkTo(manifest: GameManifest, seed: number, moves: number): { record: string; session: Session<unknown> } {
  const { game } = manifest;
  let played = 0;
  const { shared } = botGame(manifest, {}, seed, { until: () => played++ >= moves });
  const session = newSession<unknown>(game, { options: game.options.defaults, seed, seat: READER }, shared.actions);
  return { record: encodeSession(game, session), session };
}

/** Waits for what the controller asked opening.ts (a dynamic import, then the codec's replays). */
async function settled(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** The notice's sentence for a hand kept from before a link. */
const keptNote = (seed: number, moves: number): string =>
  `The hand you were playing (seed ${seed}, ${moves} move${moves === 1 ? '' : 's'} in) is kept.`;

const mine = (snap: Snapshot): number => snap.session?.history.filter((p) => p.seat === READER).length ?? 0;

/**
 * A reader's hand in progress, saved: dealt with `seed`, the reader's `moves` made (the bots
 * between), the settings off their defaults. Returns the store, the hand and the save's text.
 */
async function handInProgress(manifest: GameManifest, moves = 2) {
  const store = new Map<string, string>();
  const t = table(manifest, { store });
  await t.ctrl.start();
  t.ctrl.setPace(300);
  t.ctrl.setReveal(true);
  await playUntil(t, (snap) => mine(snap) >= moves);
  const session = t.session();
  await savesWritten();
  t.ctrl.dispose();
  const saved = store.get(storageKey(manifest.game.id)) ?? '';
  expect(JSON.parse(saved)).toMatchObject({ record: encodeSession(manifest.game, session), pace: 300, reveal: true });
  return { store, session, saved };
}

/** Links the sandbox must refuse, each for a reason of its own (its cuts: a link cut short). */
function refusedLinks(manifest: GameManifest): Record<string, string> {
  const { record } = linkTo(manifest, 3, 6);
  const json = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const links: Record<string, string> = {
    'not a record': 'not-a-record',
    'for another game': json({ v: 1, g: 'another-game', s: 1, me: 0, a: [] }),
    'a seed of 1e308': json({ v: 1, g: manifest.game.id, s: 1e308, me: 0, o: {}, a: [] }),
    '100,000 characters': 'A'.repeat(100_000),
    'a seat the table lacks': json({ v: 1, g: manifest.game.id, s: 1, me: 40, a: [] }),
  };
  for (let cut = 1; cut < record.length; cut += Math.ceil(record.length / 6))
    links[`cut at ${cut}`] = record.slice(0, cut);
  return links;
}

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  const { game } = manifest;
  const defaults = game.options.defaults;

  test('with nothing saved: a fresh deal, saved once something changes (a reload deals it again)', async () => {
    const t = table(manifest);
    expect(t.snap().session).toBeNull();
    await t.ctrl.start();
    const session = t.session();
    expect(session.setup).toEqual({ options: defaults, seed: SEED, seat: READER });
    expect(session.history).toEqual([]);
    expect(session.state).toEqual(game.newGame(game.parseOptions(defaults), SEED));
    expect(t.snap()).toMatchObject({ notice: null, refusal: null, pace: 800, reveal: false, strong: false });
    const saved = (): unknown => JSON.parse(t.store.get(storageKey(game.id)) ?? 'null');
    // The untouched first deal is what a reload deals anyway: nothing is written (nor its codec fetched).
    await savesWritten();
    expect(saved()).toBeNull();
    // A reload deals the same hand.
    const again = table(manifest, { store: t.store });
    await again.ctrl.start();
    expect(again.session()).toEqual(session);
    // The settings are saved as they change, with the hand, as the same opaque record as a share
    // link, never the moves in notation.
    t.ctrl.setPace(300);
    await savesWritten();
    expect(saved()).toEqual({ v: 3, record: encodeSession(game, session), pace: 300, reveal: false, strong: false });
    t.ctrl.setReveal(true);
    t.ctrl.setStrong(true);
    await savesWritten();
    expect(saved()).toMatchObject({ pace: 300, reveal: true, strong: true });
  });

  test("the bots' moves in the first deal are not saved: a reload deals it and the bots play them again", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    const ready = await playUntil(t, readerToMove(t));
    await savesWritten();
    expect(t.store.get(storageKey(game.id))).toBeUndefined();
    const again = table(manifest, { store: t.store });
    await again.ctrl.start();
    const replayed = await playUntil(again, readerToMove(again));
    expect(replayed.session?.state).toEqual(ready.session?.state);
    // A setting changed, then changed back, is saved all the same: the save holds what was changed.
    again.ctrl.setPace(300);
    again.ctrl.setPace(800);
    await savesWritten();
    expect(JSON.parse(t.store.get(storageKey(game.id)) ?? 'null')).toMatchObject({ pace: 800 });
  });

  test("the first deal is saved with the reader's first move", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    await playUntil(t, readerToMove(t));
    const before = t.session();
    t.ctrl.attempt(readerMove(t, before.state));
    const played = t.session();
    await savesWritten();
    const saved = JSON.parse(t.store.get(storageKey(game.id)) ?? '{}') as { record?: string };
    expect(plain(decodeSession(game, saved.record ?? ''))).toEqual(plain(played));
  });

  test("the reader's legal move is made; an illegal one is refused with a rule from the rule book", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    await playUntil(t, readerToMove(t));
    const before = t.session();
    const illegal = game.candidateActions(before.state, READER).find((a) => game.explain(before.state, READER, a));
    expect(illegal).toBeDefined();
    const seen = t.snap().eyes.seq;
    t.ctrl.attempt(illegal);
    const refusal = t.snap().refusal;
    expect(Object.keys(game.rules)).toContain(refusal?.rule);
    expect(refusal?.message).toBeTruthy();
    expect(t.session()).toBe(before);
    // The refusal comes into view; focus stays on the control the reader used.
    expect(t.snap().eyes).toMatchObject({ focus: null, scroll: 'refusal', seq: seen + 1 });

    const move = game.legalActions(before.state, READER)[0];
    t.ctrl.attempt(move);
    expect(t.snap().refusal).toBeNull();
    const after = t.session();
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.at(-1)).toMatchObject({ seat: READER, action: game.formatAction(move) });
    expect(after.state).toEqual(game.apply(before.state, READER, move).state);
  });

  test('the bots move on their own at the pace, and at once at pace 0', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    await playUntil(t, botToMove(t));
    const before = t.session();
    const n = before.history.length;
    const [first] = botsToAct(t);
    await vi.advanceTimersByTimeAsync(799);
    expect(t.session()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    const watched = t.session().history;
    expect(watched.length).toBeGreaterThan(n);
    expect(watched[n]?.seat).toBe(first);
    expect(watched.slice(n).every((played) => played.seat !== READER)).toBe(true);

    await playUntil(t, botToMove(t));
    const paced = t.session();
    t.ctrl.setPace(0);
    await vi.advanceTimersByTimeAsync(0);
    const instant = t.snap();
    expect(instant.session?.history.length).toBeGreaterThan(paced.history.length);
    expect(instant.session?.history.slice(paced.history.length).every((p) => p.seat !== READER)).toBe(true);
    // They stop only where they must: no bot is to move, or a hand's result waits for the reader.
    expect(instant.resultShown || botsToAct(t, instant).length === 0).toBe(true);
  });

  test("undo takes back the reader's move and the bots' after it", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    // A turn of the reader's after which a bot moves.
    await playUntil(t, (snap) => {
      if (!readerToMove(t)(snap) || snap.session === null) return false;
      const { state } = game.apply(snap.session.state, READER, readerMove(t, snap.session.state));
      return !game.isHandOver(state) && game.toAct(state).some((s) => s !== READER);
    });
    const before = t.session();
    expect(t.snap().canUndo).toBe(before.history.some((played) => played.seat === READER));
    t.ctrl.attempt(readerMove(t, before.state));
    await vi.advanceTimersByTimeAsync(800);
    const played = t.session().history;
    expect(played.length).toBeGreaterThan(before.history.length + 1);
    expect(played[before.history.length]?.seat).toBe(READER);
    expect(played.at(-1)?.seat).not.toBe(READER);
    expect(t.snap().canUndo).toBe(true);

    t.ctrl.undoMine();
    const back = t.session();
    expect(plain(back)).toEqual(plain(before));
    expect(back.state).toEqual(before.state);
    expect(t.snap().refusal).toBeNull();
  });

  test('a save is written, and a new controller restores the hand and the settings', async () => {
    const store = new Map<string, string>();
    const a = table(manifest, { store });
    await a.ctrl.start();
    a.ctrl.setPace(300);
    a.ctrl.setReveal(true);
    a.ctrl.setStrong(true);
    expect(a.thinker.prepared).toEqual([a.session().state]);
    await playUntil(a, (snap) => {
      const history = snap.session?.history ?? [];
      return history.some((p) => p.seat === READER) && history.some((p) => p.seat !== READER);
    });
    const saved = a.session();
    await savesWritten();
    a.ctrl.dispose();

    const b = table(manifest, { store });
    await b.ctrl.start();
    const restored = b.session();
    expect(restored.setup).toEqual(saved.setup);
    expect(plain(restored)).toEqual(plain(saved));
    expect(restored.state).toEqual(saved.state);
    expect(b.snap()).toMatchObject({ pace: 300, reveal: true, strong: true, notice: null });
    // A restored strong setting waits for its first move: no warming up.
    expect(b.thinker.prepared).toEqual([]);
  });

  test('a damaged save is discarded with a notice, and a fresh hand dealt (the settings it holds are kept)', async () => {
    for (const [damaged, pace] of [
      ['{"v":2,"setup":', 800],
      [JSON.stringify({ v: 2, setup: { options: defaults, seed: 3, seat: 99 }, moves: [], pace: 300 }), 300],
    ] as const) {
      const store = new Map([[storageKey(game.id), damaged]]);
      const t = table(manifest, { store });
      await t.ctrl.start();
      expect(t.snap().notice).toMatch(
        /^Your saved hand could not be restored \(.+\), so it was discarded\. Here is a fresh deal\.$/,
      );
      expect(t.session().setup).toEqual({ options: defaults, seed: SEED, seat: READER });
      expect(t.session().history).toEqual([]);
      expect(t.snap().pace).toBe(pace);
      // The fresh hand replaced the damaged save.
      await savesWritten();
      const replaced = JSON.parse(store.get(storageKey(game.id)) ?? 'null') as { v: number; record: string };
      expect(replaced.v).toBe(3);
      expect(decodeSession(game, replaced.record).setup.seed).toBe(SEED);
    }
  });

  test('a save is the share-link record: it names no move, not even a card played face down', async () => {
    const store = new Map<string, string>();
    const a = table(manifest, { store });
    await a.ctrl.start();
    await playUntil(
      a,
      (snap) => (snap.session?.history.length ?? 0) >= 12 || (snap.session !== null && snap.resultShown),
    );
    const session = a.session();
    await savesWritten();
    const text = store.get(storageKey(game.id)) ?? '';
    const saved = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['pace', 'record', 'reveal', 'strong', 'v']);
    expect(saved['record']).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(saved['record']).toBe(encodeSession(game, session));
    // Nothing but the record and the settings: no setup, no moves, so no card is named.
    expect(saved).toMatchObject({ v: 3, pace: 800, reveal: false, strong: false });
    expect(plain(decodeSession(game, saved['record'] as string))).toEqual(plain(session));
  });

  test('an older save (format 2: the moves in notation) still restores, and is saved again as a record', async () => {
    const link = linkTo(manifest, 5, 8);
    const old = { v: 2, setup: link.session.setup, moves: plain(link.session), pace: 300, reveal: true, strong: false };
    const store = new Map([[storageKey(game.id), JSON.stringify(old)]]);
    const t = table(manifest, { store });
    await t.ctrl.start();
    expect(t.snap().notice).toBeNull();
    expect(plain(t.session())).toEqual(plain(link.session));
    expect(t.snap()).toMatchObject({ pace: 300, reveal: true });
    await savesWritten();
    expect(JSON.parse(store.get(storageKey(game.id)) ?? 'null')).toMatchObject({ v: 3, record: link.record });
  });

  test('an older save whose move is no longer legal names the rule by its title, not its id', async () => {
    const link = linkTo(manifest, 5, 8);
    const start = link.session.start;
    const seat = game.toAct(start)[0] as Seat;
    const illegal = game.candidateActions(start, seat).find((a) => game.explain(start, seat, a));
    const violation = game.explain(start, seat, illegal);
    const old = {
      v: 2,
      setup: link.session.setup,
      moves: [{ seat, action: game.formatAction(illegal) }],
      pace: 800,
    };
    const t = table(manifest, { store: new Map([[storageKey(game.id), JSON.stringify(old)]]) });
    await t.ctrl.start();
    const title = (game.rules as Record<string, string>)[violation?.rule ?? ''];
    expect(t.snap().notice).toBe(
      `Your saved hand could not be restored (Move 1 in it is not legal under the rule “${title}”: ${violation?.message}), so it was discarded. Here is a fresh deal.`,
    );
    expect(t.snap().notice).not.toContain('rule:');
  });

  test('a malformed share link gives a clear notice and a fresh deal', async () => {
    const t = table(manifest, { link: 'not-a-record' });
    await t.ctrl.start();
    expect(t.snap().notice).toMatch(/^That link could not be opened\. .+ Here is a fresh deal instead\.$/);
    expect(t.session().setup).toEqual({ options: defaults, seed: SEED, seat: READER });
    expect(t.session().history).toEqual([]);
  });

  test('a share link opens its hand, on load and as the address changes', async () => {
    const first = linkTo(manifest, 3, 6);
    const t = table(manifest, { link: first.record });
    await t.ctrl.start();
    expect(t.snap().notice).toBe('Opened the hand from your link.');
    expect(plain(t.session())).toEqual(plain(first.session));
    expect(t.session().state).toEqual(first.session.state);

    // "Play on from here": a link into the page opens in place; a bad one leaves the hand alone.
    const shown = t.session();
    const illegal = game.candidateActions(shown.state, READER).find((a) => game.explain(shown.state, READER, a));
    t.ctrl.attempt(illegal);
    expect(t.snap().refusal).not.toBeNull();
    await t.links.follow('damaged');
    expect(t.snap().notice).toMatch(/^That link could not be opened\. .+ Your hand is as you left it\.$/);
    expect(t.session()).toBe(shown);
    const second = linkTo(manifest, 4, 9);
    await t.links.follow(second.record);
    expect(t.snap().notice).toBe('Opened the hand from your link.');
    expect(t.session().state).toEqual(second.session.state);
    expect(t.session().setup.seed).toBe(4);
    expect(t.snap().refusal).toBeNull();
  });

  test('a refused link changes nothing saved: the saved hand is on the table, settings and all, and the notice says why', async () => {
    const { store, session, saved } = await handInProgress(manifest);
    for (const [what, link] of Object.entries(refusedLinks(manifest))) {
      const t = table(manifest, { store, link });
      await t.ctrl.start();
      const { notice } = t.snap();
      expect(notice, what).toMatch(/^That link could not be opened\. .+ Your hand is as you left it\.$/);
      expect(plain(t.session()), what).toEqual(plain(session));
      expect(t.session().state, what).toEqual(session.state);
      expect(t.snap(), what).toMatchObject({ pace: 300, reveal: true, strong: false, kept: null });
      await savesWritten();
      expect(store.get(storageKey(game.id)), what).toBe(saved);
      t.ctrl.dispose();
    }
  });

  test('a refused link says what is wrong with it, and never echoes more than a short excerpt', async () => {
    const { store } = await handInProgress(manifest, 1);
    const json = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const long = 'x'.repeat(100_000);
    const cases: [string, RegExp][] = [
      [
        json({ v: 1, g: manifest.game.id, s: 1e308, me: 0, a: [] }),
        /Its seed, 1e\+308, is not one the cards can be dealt from/,
      ],
      [linkTo(manifest, 3, 6).record.slice(0, 10), /It ends too soon: part of it is missing/],
      [json({ v: 1, g: long, s: 1, me: 0, a: [] }), /It is for a different game \(x{40}…\)/],
      [json({ v: 1, g: manifest.game.id, s: 1, me: 0, a: [[0, long]] }), /"x{40}…"/],
      [json({ v: 1, g: manifest.game.id, s: 1, me: 0, o: { [long]: 1 }, a: [] }), /x{40}…/],
      [json({ v: 1, g: manifest.game.id, s: 1, me: 0, o: { players: long }, a: [] }), /x{40}…/],
      [json({ v: long, g: manifest.game.id, s: 1, me: 0, a: [] }), /x{40}…/],
      [json({ v: 1, g: manifest.game.id, s: 1, me: 0, a: [[0, `draw ${'y '.repeat(50_000)}`]] }), /…/],
    ];
    for (const [link, said] of cases) {
      const t = table(manifest, { store, link });
      await t.ctrl.start();
      const notice = t.snap().notice ?? '';
      expect(notice).toMatch(said);
      expect(notice.length).toBeLessThan(420);
      expect(notice).not.toMatch(/x{41}|(y ){21}/);
      t.ctrl.dispose();
    }
  });

  test('a link over a hand in progress keeps that hand, across reloads, until the reader goes back to it', async () => {
    const { store, session, saved } = await handInProgress(manifest);
    const key = storageKey(game.id);
    const first = linkTo(manifest, 3, 6);
    const a = table(manifest, { store, link: first.record });
    await a.ctrl.start();
    expect(a.snap().notice).toBe('Opened the hand from your link.');
    expect(plain(a.session())).toEqual(plain(first.session));
    const note = keptNote(SEED, session.history.length);
    expect(a.snap()).toMatchObject({ kept: note, pace: 300, reveal: true });
    await savesWritten();
    // The save is the linked hand now, and the reader's hand is kept beside it, exactly as it was.
    const before = JSON.parse(saved) as { record: string };
    expect(JSON.parse(store.get(key) ?? '')).toMatchObject({ record: first.record, kept: [{ record: before.record }] });
    a.ctrl.dispose();

    // A reload (nothing in the address) opens the linked hand and still offers the reader's.
    const b = table(manifest, { store });
    await b.ctrl.start();
    expect(plain(b.session())).toEqual(plain(first.session));
    expect(b.snap()).toMatchObject({ kept: note, notice: null });
    // Dismissing the notice is not letting go of the hand.
    b.ctrl.dismissNotice();
    expect(b.snap().kept).toEqual(note);
    b.ctrl.backToKept();
    await settled();
    expect(plain(b.session())).toEqual(plain(session));
    expect(b.session().state).toEqual(session.state);
    expect(b.snap()).toMatchObject({ kept: null, notice: 'Here is your hand again, as you left it.', pace: 300 });
    await savesWritten();
    expect(store.get(key)).toBe(saved);
  });

  test('links followed one after another keep each hand they replace; Discard it lets the last one go', async () => {
    const { store, session } = await handInProgress(manifest);
    const t = table(manifest, { store });
    await t.ctrl.start();
    const first = linkTo(manifest, 3, 6);
    await t.links.follow(first.record);
    expect(t.snap()).toMatchObject({
      notice: 'Opened the hand from your link.',
      kept: keptNote(SEED, session.history.length),
    });
    // Played on in the linked hand, then another link: that hand is kept too, the latest first.
    const had = mine(t.snap());
    await playUntil(t, (snap) => mine(snap) > had);
    const played = t.session();
    await t.links.follow(linkTo(manifest, 4, 0).record);
    expect(t.snap().kept).toBe(keptNote(3, played.history.length));
    // A link over a hand the reader is not playing (no move of theirs yet) keeps nothing more.
    expect(mine(t.snap())).toBe(0);
    await t.links.follow(linkTo(manifest, 5, 0).record);
    expect(t.snap().kept).toBe(keptNote(3, played.history.length));
    t.ctrl.backToKept();
    await settled();
    expect(plain(t.session())).toEqual(plain(played));
    expect(t.snap().kept).toBe(keptNote(SEED, session.history.length));
    t.ctrl.discardKept();
    await settled();
    expect(t.snap().kept).toBeNull();
    expect(plain(t.session())).toEqual(plain(played));
    await savesWritten();
    expect(Object.keys(JSON.parse(store.get(storageKey(game.id)) ?? '')).sort()).toEqual([
      'pace',
      'record',
      'reveal',
      'strong',
      'v',
    ]);
  });

  test('Try again from here keeps the hand it takes back; opening the very hand on the table keeps nothing', async () => {
    const { store, session } = await handInProgress(manifest, 3);
    const t = table(manifest, { store });
    await t.ctrl.start();
    // "Try again from here", from the hand's review: the same deal, with the moves before a decision.
    const decision = session.history.map((p) => p.seat).lastIndexOf(READER);
    const before = { ...session, history: session.history.slice(0, decision) };
    await t.links.follow(playFragment(encodeSession(game, before), 3).slice('#play='.length));
    expect(t.snap().notice).toBe(`Back at decision 3 of your ${game.dealName ?? 'hand'}: try another move.`);
    expect(plain(t.session())).toEqual(plain(before));
    expect(t.snap().kept).toBe(keptNote(SEED, session.history.length));
    // Opening the very hand on the table again costs nothing, and keeps nothing more.
    t.ctrl.discardKept();
    await settled();
    await t.links.follow(encodeSession(game, t.session()));
    expect(t.snap()).toMatchObject({ notice: 'Opened the hand from your link.', kept: null });
  });

  test('a stored setting out of bounds falls back to its default, and nothing else is lost', async () => {
    const { store, session, saved } = await handInProgress(manifest);
    const key = storageKey(game.id);
    for (const [settings, expected] of [
      [
        { pace: 86_400_000, reveal: true },
        { pace: 800, reveal: true },
      ],
      [
        { pace: -1, reveal: 'yes', strong: 1 },
        { pace: 800, reveal: false, strong: false },
      ],
      [
        { pace: '300', reveal: true, strong: true },
        { pace: 800, reveal: true, strong: true },
      ],
      [
        { pace: 1500, kept: 'nonsense' },
        { pace: 1500, kept: null },
      ],
    ] as const) {
      store.set(key, JSON.stringify({ ...(JSON.parse(saved) as object), ...settings }));
      const t = table(manifest, { store });
      await t.ctrl.start();
      expect(t.snap()).toMatchObject({ notice: null, ...expected });
      expect(plain(t.session())).toEqual(plain(session));
      await savesWritten();
      t.ctrl.dispose();
    }
    // A pace of a day would have stalled the bots: at the default they move.
    store.set(key, JSON.stringify({ ...(JSON.parse(saved) as object), pace: 86_400_000 }));
    const t = table(manifest, { store });
    await t.ctrl.start();
    const waiting = await playUntil(t, botToMove(t));
    await vi.advanceTimersByTimeAsync(800);
    expect(t.session().history.length).toBeGreaterThan(waiting.session?.history.length ?? 0);
  });

  test('an old link without options (format 1 left them out) opens with every option at its default', async () => {
    const { session } = linkTo(manifest, 3, 6);
    const wire = { v: 1, g: game.id, s: 3, me: READER, a: plain(session).map((p) => [p.seat, p.action]) };
    const t = table(manifest, { link: Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url') });
    await t.ctrl.start();
    expect(t.snap().notice).toBe('Opened the hand from your link.');
    expect(plain(t.session())).toEqual(plain(session));
    expect(t.session().state).toEqual(session.state);
    expect(game.parseOptions(t.session().setup.options)).toEqual(game.parseOptions(defaults));
  });

  test('"Try again from here" in a review says where the reader is back at', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    const again = linkTo(manifest, 5, 4);
    await t.links.follow(playFragment(again.record, 3).slice('#play='.length));
    expect(t.snap().notice).toBe(`Back at decision 3 of your ${game.dealName ?? 'hand'}: try another move.`);
    expect(t.session().state).toEqual(again.session.state);
    // Opened from the address at load, the same.
    const loaded = table(manifest, { link: playFragment(again.record, 2).slice('#play='.length) });
    await loaded.ctrl.start();
    expect(loaded.snap().notice).toBe(`Back at decision 2 of your ${game.dealName ?? 'hand'}: try another move.`);
  });

  test('a hint: asked, answered, standing while nothing moves, played, and cleared by the move', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    await playUntil(t, readerToMove(t));
    const asked = t.session();
    t.ctrl.askHint();
    expect(t.snap().hint).toEqual(THINKING);
    expect(t.thinker.calls.at(-1)).toEqual({
      seat: READER,
      seed: asked.setup.seed + asked.history.length,
      kind: 'hint',
      least: 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    const hint = t.snap().hint;
    const expected = game.formatAction(readerMove(t, asked.state));
    expect(hint).toEqual({ message: `${SEARCHED}: ${expected}`, rule: Object.keys(game.rules)[0], action: expected });
    t.ctrl.setReveal(true);
    t.ctrl.setPace(300);
    expect(t.snap().hint).toBe(hint);

    const before = t.session();
    t.ctrl.playHint();
    expect(t.session().history.at(-1)).toMatchObject({ seat: READER, action: expected });
    expect(t.session().history.length).toBe(before.history.length + 1);
    expect(t.snap().hint).toBeNull();

    // An answer to a choice the reader has left (here by undoing) is dropped.
    t.ctrl.askHint();
    t.ctrl.undoMine();
    expect(t.snap().hint).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.snap().hint).toBeNull();
  });

  test("a hand's result waits for the reader to go on", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    t.ctrl.deal({ options: { ...defaults, ...MATCH_OPTIONS[game.id] }, seed: SEED, seat: READER });
    t.ctrl.setPace(0);
    const held = await playUntil(t, (snap) => snap.resultShown && botsToAct(t, snap).length > 0);
    expect(game.isHandOver(held.session?.state)).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.snap()).toBe(held);
    // Its review holds the hand as it ended; closing it sends focus back to the Review button.
    t.ctrl.review();
    expect(t.snap().reviewing).toBe(held.session);
    t.ctrl.closeReview();
    expect(t.snap().reviewing).toBeNull();
    expect(t.snap().eyes).toMatchObject({ focus: 'review', seq: held.eyes.seq + 1 });
    const eyes: Snapshot['eyes'][] = [];
    const stop = t.ctrl.subscribe(() => eyes.push(t.snap().eyes));
    // A review left open goes with the hand it reviews once the next one is dealt.
    t.ctrl.review();
    t.ctrl.continueAfterHand();
    expect(t.snap().resultShown).toBe(false);
    await playUntil(t, readerToMove(t));
    stop();
    expect(t.snap().reviewing).toBeNull();
    expect(t.session().history.length).toBeGreaterThan(held.session?.history.length ?? 0);
    // The next hand's table comes into view from its top, and focus goes to the reader's first move.
    expect(eyes.some((e) => e.scroll === 'table')).toBe(true);
    expect(t.snap().eyes.focus).toBe('hand');
  });

  test("skipping ahead: the bots move at once and stop at the reader's turn", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    t.ctrl.setPace(1500);
    const before = (await playUntil(t, botToMove(t))).session?.history.length ?? 0;
    t.ctrl.skipToMyTurn();
    expect(t.snap().skipping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const skipped = t.snap();
    expect(skipped.skipping).toBe(false);
    expect(skipped.session?.history.slice(before).every((p) => p.seat !== READER)).toBe(true);
    expect(skipped.session?.history.length).toBeGreaterThan(before);
    expect(myTurn(t, skipped) || skipped.resultShown).toBe(true);
  });

  test('strong bots move by the search at the pace, and fall back to easy with a notice when it fails', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    t.ctrl.setStrong(true);
    expect(t.thinker.prepared).toEqual([t.session().state]);
    await playUntil(t, botToMove(t));
    const before = t.session();
    const [seat] = botsToAct(t);
    expect(t.thinker.calls.at(-1)).toEqual({
      seat,
      seed: before.setup.seed + before.history.length,
      kind: 'move',
      least: 800,
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(t.session()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    const searched = t.session().history;
    expect(searched).toHaveLength(before.history.length + 1);
    expect(searched.at(-1)?.seat).toBe(seat);
    expect(searched.at(-1)?.why).toBe(`${SEARCHED}: ${searched.at(-1)?.action}`);
    // The reason is asked for the reader, who may not see the bot's cards; the one naming them is kept apart.
    expect(t.thinker.readers.at(-1)).toBe(READER);
    expect(searched.at(-1)?.revealed).toBe(`${SEARCHED}, every card named: ${searched.at(-1)?.action}`);

    await playUntil(t, botToMove(t));
    const stuck = t.session();
    t.thinker.failing = true;
    await vi.advanceTimersByTimeAsync(800);
    expect(t.snap().strong).toBe(false);
    expect(t.snap().notice).toBe('The strong bot could not move (the worker stopped), so the bots play easy again.');
    expect(t.session()).toBe(stuck);
    await vi.advanceTimersByTimeAsync(800);
    const easy = t.session().history[stuck.history.length];
    expect(easy?.seat).toBe(botsToAct(t, { ...t.snap(), session: stuck })[0]);
    expect(easy?.why).toBeUndefined();
  });
});

// A phase where every seat chooses at once, its choices hidden: Dark Hearts' pass, Dawn's arranging.
const SHARED_CHOICE = GAMES.filter(({ game }) => {
  const state = game.newGame(game.parseOptions(game.options.defaults), SEED);
  return game.isSimultaneous(state) && game.toAct(state).includes(READER) && game.toAct(state).length > 1;
});

test('some games deal into a phase where everyone chooses at once', () => {
  expect(SHARED_CHOICE.map(({ game }) => game.id)).toContain('dark-hearts');
});

describe.each(SHARED_CHOICE.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  test("a hint stands through the bots' hidden choices, and goes with the reader's move", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    const asked = t.session();
    expect(botsToAct(t).length).toBeGreaterThan(0);
    t.ctrl.askHint();
    // The bots choose (at once, as nobody can watch) and the answer comes.
    await vi.advanceTimersByTimeAsync(0);
    const now = t.session();
    expect(now.history.length).toBeGreaterThan(asked.history.length);
    expect(now.history.every((played) => played.seat !== READER)).toBe(true);
    const hint = t.snap().hint;
    expect(hint?.action).toBe(manifest.game.formatAction(readerMove(t, asked.state)));
    // Asked again while the choice stands, the hint is asked for the position it was first asked
    // in, which the search client keeps hints by: the same hint, not a second search on a time
    // budget that may pick the other of two close moves.
    t.ctrl.askHint();
    expect(t.thinker.calls.at(-1)?.seed).toBe(asked.setup.seed + asked.history.length);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.snap().hint?.action).toBe(hint?.action);
    t.ctrl.attempt(readerMove(t, now.state));
    expect(t.snap().hint).toBeNull();
  });

  test("skipping ahead stops at the reader's turn, while the bots still choose at once", async () => {
    const t = table(manifest);
    await t.ctrl.start();
    expect(myTurn(t) && botsToAct(t).length > 0).toBe(true);
    t.ctrl.setPace(1500);
    t.ctrl.skipToMyTurn();
    expect(t.snap().skipping).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.session().history.length).toBeGreaterThan(0);
    expect(botsToAct(t)).toEqual([]);
  });
});

describe('the controller itself', () => {
  const [manifest] = GAMES as [GameManifest];

  test("a first visit is dealt the page's own first deal (FIRST_SEED), so waking shows the same hand", async () => {
    const ctrl = createSandboxController<unknown, unknown>(loadedPlay(manifest), {
      thinker: fakeThinker(manifest),
      saves: saveSlot(manifest.game.id, () => memoryStore(new Map())),
      links: fakeLinks(null).source,
      randomSeed: () => SEED,
    });
    open.push(ctrl);
    await ctrl.start();
    expect(ctrl.getSnapshot().session?.setup).toEqual({
      options: manifest.game.options.defaults,
      seed: FIRST_SEED,
      seat: READER,
    });
    // Every later deal is a random one.
    ctrl.dealAnother();
    expect(ctrl.getSnapshot().session?.setup.seed).toBe(SEED);
  });

  test('one snapshot until something changes; listeners hear each change until they stop', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    const heard: Snapshot[] = [];
    const stop = t.ctrl.subscribe(() => heard.push(t.snap()));
    const first = t.snap();
    expect(t.snap()).toBe(first);
    t.ctrl.setPace(800);
    expect(t.snap()).toBe(first);
    expect(heard).toEqual([]);
    t.ctrl.setPace(300);
    expect(t.snap()).not.toBe(first);
    expect(heard).toEqual([t.snap()]);
    stop();
    t.ctrl.setReveal(true);
    expect(heard).toHaveLength(1);
  });

  test('dispose stops the bots and the link listener', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    expect(t.links.listening()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    t.ctrl.dispose();
    expect(t.links.listening()).toBe(false);
    const left = t.snap();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.snap()).toBe(left);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('bots that cannot be loaded are reported', async () => {
    const play = { ...loadedPlay(manifest), bot: () => Promise.reject(new Error('offline')) };
    const t = table(manifest, { play });
    await t.ctrl.start();
    await playUntil(t, (snap) => snap.notice !== null);
    expect(t.snap().notice).toBe('The bots could not be loaded: offline Reload the page to try again.');
  });

  test('another deal keeps the setup with a new seed; a setup the game refuses is reported', async () => {
    const t = table(manifest);
    await t.ctrl.start();
    t.ctrl.deal({ options: manifest.game.options.defaults, seed: 42, seat: 1 });
    expect(t.session().setup).toMatchObject({ seed: 42, seat: 1 });
    t.ctrl.dealAnother();
    expect(t.session().setup).toMatchObject({ seed: SEED, seat: 1 });
    const dealt = t.session();
    t.ctrl.deal({ options: manifest.game.options.defaults, seed: 1, seat: 9 });
    // Seats are letters, as everywhere else: never "Seat 10".
    expect(t.snap().notice).toMatch(
      /^That hand could not be dealt: It is for a seat a table of \d+ does not have: the seats are A to [B-Z]\.$/,
    );
    expect(t.session()).toBe(dealt);
  });
});
