// One seeded random game through any registered engine, checking the engine contract
// (src/engine/core/game.ts) as it goes. Written against the Game
// interface only, so every game in the registry gets the same suite.
//
// After every action (cheap, so every one of millions): the fast path (step) taking the same
// action in a game of its own, card conservation (allCards against
// deck, counted exactly), toAct and outcome agreeing, a legal action for the seat that acts, every
// event citing a rule of the book, and events hidden from a seat carrying no card for it.
// On checked states (the first, the last and every k-th; see Plan): step's state equal to apply's,
// toAct and legalActions agreeing
// for every seat; and for one seat, or all (Plan.everySeat): explain for every legal and candidate
// action, apply refusing a refused action, notation round trips, the views against the spectator
// view and determinize (see checkViews), and event sentences.
// In replayed games (Plan.replay): the notation of every action taken round-trips, no check nor
// apply changes a checked state in place, and replaying (options, seed, actions) through
// core/replay.ts reproduces every checked state and its events.
//
// Failures throw SuiteFailure with game, player count, seed and step, and the command that reruns
// exactly that game with every check on every state.

import { isDeepStrictEqual } from 'node:util';
import type { Card } from '../../../src/engine/core/cards.ts';
import { redactEvent } from '../../../src/engine/core/events.ts';
import type { AnyGame, GameEvent, Seat, Violation } from '../../../src/engine/core/game.ts';
import { IllegalActionError, replay, type RecordedAction } from '../../../src/engine/core/replay.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import type { Invariant } from '../../../src/engine/core/manifest.ts';
import { CardMultiset, cardContainers, countOf, findCards, hasCard, maxPerList } from './cards.ts';
import { firstDifference, show } from './diff.ts';
import type { Variant } from '../../../src/engine/core/option-lists.ts';

export interface Plan {
  /** The most actions a game may take; reaching it is a failure (the game did not end). */
  readonly cap: number;
  /**
   * Checked states: the first, the last (unless checkEnds is false) and every `checkEvery`-th in
   * between (offset by the seed; 0 for none).
   */
  readonly checkEvery: number;
  /** Whether the first and the last state are checked (default true). */
  readonly checkEnds?: boolean;
  /**
   * Step's state is compared with apply's at every checked state and, when this is set, at every
   * `compareEvery`-th state and the last: how a game with few or no checked states still shows
   * that the fast path reaches apply's states.
   */
  readonly compareEvery?: number;
  /**
   * Card conservation is checked after every `conserveEvery`-th action (default 1: every one), and
   * at every checked and compared state: a card lost or doubled stays lost or doubled, so a wider
   * spacing still catches it, a few actions later (the rerun command checks every state).
   */
  readonly conserveEvery?: number;
  /**
   * On a checked state, every seat gets the toAct/legalActions agreement. The rest (explain and
   * candidates, views, determinize) goes to every seat when this is set, otherwise to one seat,
   * rotating from state to state (and starting from a different seat in each game).
   */
  readonly everySeat: boolean;
  /** Replay (options, seed, actions) through core/replay.ts and compare with the game played. */
  readonly replay: boolean;
}

/** Every check on every state and seat: what a failure's rerun command runs. */
export function thoroughPlan(cap: number): Plan {
  return { cap, checkEvery: 1, everySeat: true, replay: true };
}

interface Played {
  /** Actions until the game ended. */
  readonly actions: number;
  /** States that were checked. */
  readonly checkpoints: number;
  /** Seat-states that got the full checks (legality, explain, candidates, views, determinize). */
  readonly seatChecks: number;
}

export class SuiteFailure extends Error {
  override readonly name = 'SuiteFailure';
}

/**
 * The chooser's generator seed. The deal already draws from seedRng(seed); the chooser uses the
 * same algorithm (makeRandom) from a mixed seed so that its stream is not the deal's stream.
 */
function chooserSeed(seed: number): number {
  return Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ 0x2545f491;
}

/** The seed of the generator determinize gets for `seat` at `step` of game `seed`. */
function determinizeSeed(seed: number, step: number, seat: Seat): number {
  return Math.imul(Math.imul(seed, 0x01000193) ^ step, 0x85ebca6b) ^ Math.imul(seat + 1, 0xc2b2ae35);
}

/** The command that reruns one game with every check on every state. */
function reproduceCommand(id: string, variant: string, seed: number): string {
  return `RANDOM_GAME_SEED=${seed} npx vitest run tests/engine/random-games -t "^${id} ${escapeRegExp(variant)}$"`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What one game knows while it is being played, and how it reports a failure. */
class Run {
  step = 0;
  /** The action that led to the current state, and the one being applied (text: already formatted). */
  last: { seat: Seat; action: unknown; text?: string } | null = null;
  pending: { seat: Seat; action: unknown } | null = null;
  readonly game: AnyGame;
  readonly rules: ReadonlySet<string>;
  readonly isCard: (text: string) => boolean;
  /** Checkpoint seats whose view hid some card listing, and how many of them determinize changed. */
  hiddenViews = 0;
  redealtViews = 0;
  /** Cards each seat has been shown in events visible to it, and cards shown to every seat. */
  readonly seenBy: Set<Card>[] = [];
  readonly seenByAll = new Set<Card>();

  constructor(
    readonly id: string,
    game: AnyGame,
    readonly variant: Variant,
    readonly seed: number,
    readonly deck: CardMultiset,
  ) {
    this.game = game;
    this.rules = new Set(Object.keys(game.rules));
    this.isCard = (text) => deck.distinct.has(text);
  }

  /** "B: draw", or the action as JSON when even formatAction fails on it. */
  describe(taken: { seat: Seat; action: unknown; text?: string }): string {
    let text = taken.text;
    try {
      text ??= this.game.formatAction(taken.action);
    } catch {
      text = show(taken.action);
    }
    return `${seatLetter(taken.seat)}: ${text}`;
  }

  fail(what: string): never {
    const after = this.last === null ? 'the deal' : `after ${this.describe(this.last)}`;
    throw new SuiteFailure(
      `[${this.id}, ${this.variant.name}, seed ${this.seed}, step ${this.step} (${after})] ${what}\n` +
        `  rerun with every check on every state: ${reproduceCommand(this.id, this.variant.name, this.seed)}`,
    );
  }

  /** Runs `fn`, turning an exception into a failure named by `what` (built only then: hot path). */
  attempt<T>(what: string | (() => string), fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof SuiteFailure) throw error;
      return this.fail(`${typeof what === 'string' ? what : what()} threw: ${errorText(error)}`);
    }
  }

  format(action: unknown): string {
    return this.attempt(
      () => `formatAction(${show(action)})`,
      () => this.game.formatAction(action),
    );
  }

  conserved(state: unknown, where: string): void {
    const problem = this.deck.compare(this.attempt('allCards', () => this.game.allCards(state)));
    if (problem !== null) this.fail(`card conservation${where}: allCards(state) is not deckCards(state): ${problem}`);
  }

  /** parseAction(formatAction(a)) is `a` again, and formats back to the same text. */
  roundTrip(action: unknown, text: string): void {
    const parsed: unknown = this.attempt(`parseAction("${text}")`, () => this.game.parseAction(text));
    if (!isDeepStrictEqual(parsed, action)) {
      this.fail(`notation round trip: parseAction("${text}") gives ${show(parsed)}, not the action ${show(action)}`);
    }
    const again = this.format(parsed);
    if (again !== text) this.fail(`notation round trip: "${text}" parses and formats back as "${again}"`);
  }

  checkViolation(violation: Violation | null, seat: Seat, text: string): void {
    if (violation === null)
      this.fail(`${seatLetter(seat)} "${text}" is not a legal action, yet explain accepts it (returns null)`);
    if (!this.rules.has(violation.rule)) {
      this.fail(
        `explain cites rule "${violation.rule}" for ${seatLetter(seat)} "${text}", which is not in the game's rule book`,
      );
    }
    if (typeof violation.message !== 'string' || violation.message.trim() === '') {
      this.fail(`explain gives no message for ${seatLetter(seat)} "${text}" (rule ${violation.rule})`);
    }
    if (/^[a-z]/.test(violation.message)) {
      this.fail(
        `explain's message for ${seatLetter(seat)} "${text}" starts a sentence in lower case: "${violation.message}"`,
      );
    }
  }
}

/**
 * One random game of `game` with the variant's options; `seed` deals it and drives the choices. The
 * game's own `invariants` (its manifest's) are checked at the deal and after every action.
 */
export function playRandomGame(
  game: AnyGame,
  variant: Variant,
  seed: number,
  plan: Plan,
  invariants: readonly Invariant[] = [],
): Played {
  const id = game.id;
  const players = variant.players;
  const rawOptions = variant.options;
  const start: unknown = (() => {
    try {
      return game.newGame(game.parseOptions(rawOptions), seed);
    } catch (error) {
      throw new SuiteFailure(`[${id}, ${variant.name}, seed ${seed}] newGame threw: ${errorText(error)}`);
    }
  })();
  const run = new Run(id, game, variant, seed, new CardMultiset(game.deckCards(start), game.deck.index));
  if (game.seatCount(start) !== players) run.fail(`seatCount is ${game.seatCount(start)} for a ${players}-player game`);
  for (let seat = 0; seat < players; seat++) run.seenBy.push(new Set());
  run.conserved(start, ' at the deal');
  for (const invariant of invariants) {
    const broken = run.attempt(invariant.name, () => invariant.broken(start));
    if (broken !== null) run.fail(`${invariant.name} at the deal: ${broken}`);
  }

  const chooser = makeRandom(chooserSeed(seed));
  const actions: RecordedAction[] = [];
  const checked = new Map<number, { state: unknown; events: readonly GameEvent[] }>();
  const checkEnds = plan.checkEnds ?? true;
  const compareEvery = plan.compareEvery ?? 0;
  const conserveEvery = plan.conserveEvery ?? 1;
  const offset = (seed >>> 0) % Math.max(1, plan.checkEvery || compareEvery);
  const everySeat = Array.from({ length: players }, (_, seat) => seat);
  let state = start;
  // The same game through the fast path (step), compared with apply's states at every checked state.
  let stepped = start;
  let events: readonly GameEvent[] = [];
  let checkpoints = 0;
  let seatChecks = 0;
  // What the loop is doing, for the message when an engine function throws (no closures: hot path).
  let doing = '';

  try {
    for (;;) {
      doing = 'toAct';
      const seats = game.toAct(state);
      doing = 'outcome';
      const outcome = game.outcome(state);
      if ((outcome === null) !== seats.length > 0) {
        run.fail(
          `toAct is [${seats.map(seatLetter).join(' ')}] but outcome is ${show(outcome)}: exactly one of them should say the game is over`,
        );
      }
      const ends = run.step === 0 || seats.length === 0;
      const full = (ends && checkEnds) || (plan.checkEvery > 0 && (run.step + offset) % plan.checkEvery === 0);
      const compare = full || (compareEvery > 0 && (seats.length === 0 || (run.step + offset) % compareEvery === 0));
      // Taken before the checks, so explain, view and determinize are also checked not to mutate
      // (in replayed games only: two JSON.stringify per state are not cheap).
      const snapshot = full && plan.replay ? JSON.stringify(state) : null;
      if (compare && !isDeepStrictEqual(stepped, state)) {
        run.fail(`step and apply disagree: ${firstDifference(state, stepped)} (apply's state, then step's)`);
      }
      if (compare && conserveEvery > 1) run.conserved(state, '');
      if (full) {
        doing = '';
        const focus = plan.everySeat ? everySeat : [(checkpoints + seed) % players];
        checkState(run, state, seats, events, focus, ends);
        checkpoints++;
        seatChecks += focus.length;
        if (plan.replay) checked.set(run.step, { state, events });
      }
      if (seats.length === 0) break;
      if (run.step >= plan.cap) {
        run.fail(
          `the game did not end within its cap of ${plan.cap} actions (toAct: [${seats.map(seatLetter).join(' ')}])`,
        );
      }

      const seat = chooser.pick(seats);
      doing = 'legalActions';
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) run.fail(`${seatLetter(seat)} is in toAct but has no legal action`);
      const action: unknown = chooser.pick(legal);
      if (plan.replay) {
        const text = run.format(action);
        run.roundTrip(action, text);
        actions.push({ seat, action: text });
      }
      doing = 'apply';
      run.pending = { seat, action };
      const applied = game.apply(state, seat, action);
      doing = 'step';
      stepped = game.step(stepped, seat, action);
      if (snapshot !== null && JSON.stringify(state) !== snapshot) {
        run.fail(
          `the state changed in place while checking and applying ${run.describe(run.pending)} (apply, view, explain and determinize must not mutate)`,
        );
      }
      run.step++;
      run.last = run.pending;
      run.pending = null;
      state = applied.state;
      events = applied.events;
      doing = '';
      checkEvents(run, events, players, false);
      if (run.step % conserveEvery === 0) {
        doing = 'allCards';
        const problem = run.deck.compare(game.allCards(state));
        if (problem !== null) run.fail(`card conservation: allCards(state) is not deckCards(state): ${problem}`);
      }
      for (const invariant of invariants) {
        doing = invariant.name;
        const broken = invariant.broken(state);
        if (broken !== null) run.fail(`${invariant.name}: ${broken}`);
      }
    }
  } catch (error) {
    if (error instanceof SuiteFailure) throw error;
    const what =
      (doing === 'apply' || doing === 'step') && run.pending !== null
        ? `${doing}(${run.describe(run.pending)})`
        : doing || 'checking this state';
    const where = error instanceof Error ? (error.stack ?? '').split('\n').slice(1, 4).join('\n') : '';
    run.fail(`${what} threw: ${errorText(error)}\n${where}`);
  }

  checkOutcome(run, state);
  if (run.hiddenViews >= 20 && run.redealtViews === 0) {
    run.fail(
      `determinize never redealt anything: ${run.hiddenViews} checked views hid cards from their seat, ` +
        `yet the spectator view of every determinized state was the real one`,
    );
  }
  if (plan.replay) checkReplay(run, rawOptions, actions, state, start, checked);
  return { actions: run.step, checkpoints, seatChecks };
}

/**
 * After every action: each event cites a rule of the book, and events hidden from a seat carry no
 * cards for it. Also records which seats have now seen which cards (see checkViews, 3).
 */
function checkEvents(run: Run, events: readonly GameEvent[], seats: number, allSeats: boolean): void {
  for (const event of events) {
    if (event.cards !== undefined) {
      if (event.visibleTo === undefined) for (const card of event.cards) run.seenByAll.add(card);
      else for (const seat of event.visibleTo) for (const card of event.cards) run.seenBy[seat]?.add(card);
    }
    if (!run.rules.has(event.rule))
      run.fail(`event "${event.kind}" cites rule "${event.rule}", which is not in the rule book`);
    if (event.seat !== undefined && !(Number.isInteger(event.seat) && event.seat >= 0 && event.seat < seats)) {
      run.fail(`event "${event.kind}" names seat ${event.seat}, which is not at the table`);
    }
    const visibleTo = event.visibleTo;
    if (visibleTo === undefined) continue;
    for (let seat = 0; seat < seats; seat++) {
      if (visibleTo.includes(seat)) continue;
      const redacted = redactEvent(event, seat);
      // Redaction is core code that depends on the seat only through visibleTo, so after every
      // action one hidden seat is checked; checked states check them all.
      if (redacted.cards !== undefined || hasCard(redacted, run.isCard)) {
        const leaked = findCards(redacted, run.isCard);
        run.fail(
          `event "${event.kind}" is visible only to [${visibleTo.map(seatLetter).join(' ')}], ` +
            `but its redaction for ${seatLetter(seat)} still carries ${leaked.map(([p, c]) => `${c} (${p})`).join(', ') || 'a cards field'}`,
        );
      }
      if (!allSeats) break;
    }
  }
}

/**
 * The checks of one state: toAct and legalActions agree for every seat; the `focus` seats get the
 * rest (explain, candidates, views, determinize). `events` are those of the action that led here.
 */
function checkState(
  run: Run,
  state: unknown,
  toAct: readonly Seat[],
  events: readonly GameEvent[],
  focus: readonly Seat[],
  ends: boolean,
): void {
  const game = run.game;
  const n = game.seatCount(state);
  for (const seat of toAct)
    if (!(Number.isInteger(seat) && seat >= 0 && seat < n)) run.fail(`toAct names seat ${seat}, not at the table`);
  if (new Set(toAct).size !== toAct.length) run.fail(`toAct lists a seat twice: [${toAct.join(' ')}]`);
  // Several seats may only act at once in a simultaneous phase (the sandbox stops pacing bots there).
  if (toAct.length > 1 && !game.isSimultaneous(state)) {
    run.fail(`toAct is [${toAct.join(' ')}] but isSimultaneous(state) is false`);
  }
  // Between hands the sandbox waits for the reader, then someone deals: the game is not over.
  if (game.isHandOver(state) && (toAct.length === 0 || game.outcome(state) !== null)) {
    run.fail('isHandOver(state) is true but nobody is to deal next, or the game is over');
  }
  // Conservation is checked after every action against the deck of the first state; here, at the
  // first and last state, that deck is checked against deckCards(state) itself.
  if (ends && !new CardMultiset(game.deckCards(state)).sameAs(run.deck))
    run.fail('deckCards(state) changed during the game');
  checkEvents(run, events, n, true);

  const legalBySeat: string[][] = [];
  for (let seat = 0; seat < n; seat++) legalBySeat.push(checkLegalActions(run, state, seat, toAct.includes(seat)));
  for (const seat of focus) checkExplain(run, state, seat, legalBySeat[seat] ?? []);
  checkViews(run, state, legalBySeat, events, focus);
}

/** toAct and legalActions agree for one seat, in a stable order without repeats; returns them as text. */
function checkLegalActions(run: Run, state: unknown, seat: Seat, acting: boolean): string[] {
  const game = run.game;
  const who = seatLetter(seat);
  const legal = run.attempt(`legalActions(${who})`, () => game.legalActions(state, seat));
  const texts = legal.map((action) => run.format(action));
  if (acting && legal.length === 0) run.fail(`${who} is in toAct but has no legal action`);
  if (!acting && legal.length > 0)
    run.fail(`${who} is not in toAct but has legal actions: ${texts.slice(0, 8).join(', ')}`);
  const set = new Set(texts);
  if (set.size !== texts.length) run.fail(`legalActions(${who}) lists an action twice: ${texts.join(', ')}`);
  const again = game.legalActions(state, seat).map((action) => run.format(action));
  if (!sameList(again, texts))
    run.fail(`legalActions(${who}) is not stable: [${texts.join(', ')}] then [${again.join(', ')}]`);
  return texts;
}

/**
 * explain accepts every legal action and refuses every other candidate action with a rule of the
 * book and a message; candidateActions is a superset of the legal actions; apply refuses an action
 * explain refuses; every legal action's notation round-trips.
 */
function checkExplain(run: Run, state: unknown, seat: Seat, texts: readonly string[]): void {
  const game = run.game;
  const who = seatLetter(seat);
  const legal = game.legalActions(state, seat);
  const set = new Set(texts);
  legal.forEach((action, i) => {
    const text = texts[i] as string;
    const violation = run.attempt(`explain(${who}, "${text}")`, () => game.explain(state, seat, action));
    if (violation !== null)
      run.fail(`explain refuses the legal action ${who} "${text}": ${violation.rule}: ${violation.message}`);
    run.roundTrip(action, text);
  });

  const candidates = run.attempt(`candidateActions(${who})`, () => game.candidateActions(state, seat));
  const candidateTexts = new Set<string>();
  let refused: { action: unknown; text: string } | null = null;
  for (const action of candidates) {
    const text = run.format(action);
    candidateTexts.add(text);
    const violation = run.attempt(`explain(${who}, "${text}")`, () => game.explain(state, seat, action));
    if (set.has(text)) {
      if (violation !== null)
        run.fail(`explain refuses ${who} "${text}", which legalActions lists: ${violation.rule}: ${violation.message}`);
    } else {
      run.checkViolation(violation, seat, text);
      refused ??= { action, text };
    }
  }
  const missing = texts.filter((text) => !candidateTexts.has(text));
  if (missing.length > 0) {
    run.fail(
      `candidateActions(${who}) should be a superset of the legal actions but lacks ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ` and ${missing.length - 8} more` : ''}`,
    );
  }
  if (refused !== null) {
    const { action, text } = refused;
    let threw: unknown = null;
    // The refusal is expected: no stack trace for it (capturing one is most of the cost).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      game.apply(state, seat, action);
    } catch (error) {
      threw = error;
    } finally {
      Error.stackTraceLimit = limit;
    }
    if (threw === null) run.fail(`apply accepts ${who} "${text}", which explain refuses`);
    if (!(threw instanceof IllegalActionError))
      run.fail(`apply refuses ${who} "${text}" with ${errorText(threw)}, not an IllegalActionError`);
  }
}

function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Views leak nothing. What can be checked soundly, and how:
 *
 * 1. determinize(state, seat) redeals every card the seat cannot see. If view(state, seat) is
 *    deep-equal to the view of the redealt state, the view depends only on what the seat may know;
 *    the seat's legal actions must not change either (a bot chooses from its view and its legal
 *    actions only), and the redealt state must still hold exactly the deck. This is the main proof,
 *    and it is as strong as determinize is thorough, hence check 4.
 *
 * 2. The view is the spectator view with things left out ("hidden cards are absent, not
 *    flagged"): every card in view(state, seat) sits at the same place (path and index in its
 *    listing) in view(state, 'all').
 *
 * 3. The JSON walk. A card name alone cannot show a leak: with several decks the same card is in
 *    several places; a seat may rightly know a card in another hand (in Dawn, its own former pair,
 *    now in the hand of the seat that picked it up); and a view may show history rather than
 *    places (Dawn shows a seat the pair it picked up for the rest of the hand, after those cards
 *    have been played and even shuffled back into the stock). So the walk counts, and remembers:
 *    - The cards hidden from the seat are found by comparing the spectator views of the real and
 *      the determinized state: in each listing (an array of cards at a path, such as a hand), the
 *      real cards missing from the redealt one. Cards the seat knows stay put under determinize,
 *      so they never count, and a chance re-deal of the same card only lowers the count: it is a
 *      lower bound.
 *    - A card the seat has been shown in an event visible to it (or to all) may appear in its
 *      view as history, wherever the card is now. Only events count, not earlier views: a leak
 *      that escaped one check by chance (the leaked card redealt into the same place) must not
 *      be excused ever after. So a game whose view keeps history must have shown those cards to
 *      the seat in an event (Dawn does: "taken" for a pair's owner, "pick" for its picker).
 *    - Any other card may be listed at most (copies in the deck) - (copies hidden from the seat)
 *      times, counting per listing (the most copies any one listing holds), since a view may
 *      rightly list one card twice (a pair and the hand it went into).
 *    With one deck this says: a card in a hidden place that the seat has never been shown is not
 *    in its view. With several decks it can only see past the other copies. The cards of the
 *    public events (no visibleTo) that led to the state meet the same bound, without the history
 *    exemption since they are news: a drawn card announced to everyone and kept in a hidden hand
 *    fails it. This catches a hidden card copied to a second field, a public listing or the event
 *    log, which check 1 misses when determinize does not redeal the copy.
 *
 * 4. determinize must redeal something: over a game, if views hid card listings from their seat at
 *    20 or more checkpoints and determinize never changed the spectator view, it fails.
 *
 * Also: every event hidden from a seat, once redacted for it, carries no card at all (checkEvents).
 */
function checkViews(
  run: Run,
  state: unknown,
  legalBySeat: readonly string[][],
  events: readonly GameEvent[],
  focus: readonly Seat[],
): void {
  const game = run.game;
  const spectator: unknown = run.attempt('view(all)', () => game.view(state, 'all'));
  const spectatorLists = cardContainers(spectator, run.isCard);
  const publicEventCards = events.filter(
    (e) => e.visibleTo === undefined && e.cards !== undefined && e.cards.length > 0,
  );

  for (const seat of focus) {
    const who = seatLetter(seat);
    const view: unknown = run.attempt(`view(${who})`, () => game.view(state, seat));

    // 2. A sub-view of the spectator's.
    const viewLists = cardContainers(view, run.isCard);
    for (const [path, cards] of viewLists) {
      const theirs = spectatorLists.get(path);
      cards.forEach((card, i) => {
        if (theirs?.[i] !== card) {
          run.fail(
            `view(${who}) shows ${card} at ${path}${cards.length > 1 ? `[${i}]` : ''}, where the spectator view has ${show(theirs?.[i] ?? 'no card')}`,
          );
        }
      });
    }

    // 1. Redealing what the seat cannot see changes neither its view nor its legal actions.
    const rng = seedRng(determinizeSeed(run.seed, run.step, seat));
    const redealt: unknown = run.attempt(`determinize(${who})`, () => game.determinize(state, seat, rng));
    const redealtView: unknown = game.view(redealt, seat);
    const difference = firstDifference(view, redealtView);
    if (difference !== null) {
      run.fail(
        `view(${who}) changes when the cards ${who} cannot see are redealt (determinize), so it shows hidden information: ${difference}`,
      );
    }
    run.conserved(redealt, ` in determinize(${who})`);
    const redealtLegal = game.legalActions(redealt, seat).map((action) => run.format(action));
    if (!sameList(redealtLegal, legalBySeat[seat])) {
      run.fail(
        `${who}'s legal actions change when the cards ${who} cannot see are redealt: ` +
          `[${(legalBySeat[seat] ?? []).slice(0, 8).join(', ')}] vs [${redealtLegal.slice(0, 8).join(', ')}]`,
      );
    }

    // 3. Count the cards the seat cannot see against what its view and the public events list.
    const redealtLists = cardContainers(game.view(redealt, 'all'), run.isCard);
    const hiddenLists: Card[][] = [];
    let changed = false;
    for (const [path, real] of spectatorLists) {
      const other = redealtLists.get(path) ?? [];
      if (sameList(real, other)) continue;
      changed = true;
      const left = countOf(other);
      const gone: Card[] = [];
      for (const card of real) {
        const remaining = left.get(card) ?? 0;
        if (remaining > 0) left.set(card, remaining - 1);
        else gone.push(card);
      }
      if (gone.length > 0) hiddenLists.push(gone);
    }
    for (const path of redealtLists.keys()) if (!spectatorLists.has(path)) changed = true;
    let hidesSome = false;
    for (const [path, real] of spectatorLists) {
      if (!sameList(viewLists.get(path), real)) hidesSome = true;
    }
    if (hidesSome) {
      run.hiddenViews++;
      if (changed) run.redealtViews++;
    }
    checkHiddenCounts(run, who, hiddenLists, viewLists, run.seenBy[seat], publicEventCards);
  }

  // Every event reads as a sentence for each checked viewer and the spectator, once redacted for it.
  for (const event of events) {
    for (const viewer of [...focus, 'all' as const]) {
      const text = run.attempt(`describeEvent("${event.kind}")`, () =>
        game.describeEvent(redactEvent(event, viewer), seatLetter),
      );
      if (typeof text !== 'string' || text.trim() === '')
        run.fail(`describeEvent gives no sentence for "${event.kind}" seen by ${String(viewer)}`);
    }
  }
}

/** Check 3 of checkViews: the view and the public events against the cards hidden from the seat. */
function checkHiddenCounts(
  run: Run,
  who: string,
  hiddenLists: readonly Card[][],
  viewLists: ReadonlyMap<string, readonly Card[]>,
  known: ReadonlySet<Card> | undefined,
  publicEvents: readonly GameEvent[],
): void {
  if (hiddenLists.length === 0) return;
  const hidden = maxPerList(hiddenLists);
  for (const [card, listed] of maxPerList(viewLists.values())) {
    if (run.seenByAll.has(card) || known?.has(card)) continue;
    const unseen = hidden.get(card) ?? 0;
    if (unseen > 0 && listed + unseen > run.deck.copies(card)) {
      const where = [...viewLists].filter(([, cards]) => cards.includes(card)).map(([path]) => path);
      const copies = run.deck.copies(card);
      run.fail(
        `view(${who}) lists ${card} (${where.join(', ')}), but ${unseen === copies ? 'every copy of it is' : `${unseen} of its ${copies} copies are`} ` +
          `where ${who} cannot see (determinize redeals ${unseen === 1 ? 'it' : 'them'}), and ${who} has never been shown it: a hidden card leaks into the view`,
      );
    }
  }
  for (const event of publicEvents) {
    for (const [card, named] of countOf(event.cards ?? [])) {
      const unseen = hidden.get(card) ?? 0;
      if (unseen > 0 && named + unseen > run.deck.copies(card)) {
        run.fail(
          `the public event "${event.kind}" (${event.rule}) names ${card}, which is now hidden from ${who} ` +
            `(determinize redeals it): the event should carry visibleTo`,
        );
      }
    }
  }
}

function checkOutcome(run: Run, state: unknown): void {
  const game = run.game;
  const outcome = game.outcome(state);
  if (outcome === null) return run.fail('toAct is empty but outcome is null');
  const n = game.seatCount(state);
  if (outcome.scores.length !== n) run.fail(`outcome has ${outcome.scores.length} scores for ${n} seats`);
  if (outcome.winners.some((seat) => !(Number.isInteger(seat) && seat >= 0 && seat < n)))
    run.fail(`outcome names a winner not at the table: ${show(outcome.winners)}`);
  if (new Set(outcome.winners).size !== outcome.winners.length)
    run.fail(`outcome lists a winner twice: ${show(outcome.winners)}`);
  if (outcome.summary.trim() === '') run.fail('outcome has no summary');
}

function checkReplay(
  run: Run,
  options: unknown,
  actions: readonly RecordedAction[],
  final: unknown,
  start: unknown,
  checked: ReadonlyMap<number, { state: unknown; events: readonly GameEvent[] }>,
): void {
  const end = run.step;
  const replayed = run.attempt('replay', () => replay(run.game, { options, seed: run.seed, actions }));
  const at = (step: number, what: string): never => {
    run.step = step;
    const recorded = actions[step - 1];
    run.last =
      step === 0 || recorded === undefined
        ? null
        : { seat: recorded.seat, action: recorded.action, text: recorded.action };
    return run.fail(what);
  };
  const startDiff = firstDifference(replayed.start, start);
  if (startDiff !== null) at(0, `replay deals a different start from the same options and seed: ${startDiff}`);
  for (const [step, expected] of checked) {
    if (step === 0) continue;
    const got = replayed.steps[step - 1];
    if (got === undefined) return at(step, 'replay has no such step');
    const stateDiff = firstDifference(got.state, expected.state);
    if (stateDiff !== null) at(step, `replay reaches a different state than step-by-step play: ${stateDiff}`);
    const eventDiff = firstDifference(got.events, expected.events);
    if (eventDiff !== null) at(step, `replay gives different events than step-by-step play: ${eventDiff}`);
  }
  const endDiff = firstDifference(replayed.state, final);
  if (endDiff !== null) at(end, `replay ends in a different state than step-by-step play: ${endDiff}`);
  if (replayed.steps.length !== end) at(end, `replay has ${replayed.steps.length} steps for ${end} actions`);
}
