// The position view (/<game>/position/, issue 43): set up any moment of a game by taps and get the
// referee's ruling. The game's own table draws the position; for the seat to act it lists every
// legal move with the rule that allows it, lets the reader try any other move with the game's own
// controls (refused with its rule), follows a move (its events, each with its rule) and steps back.
// What the reader tried is answered first and near the table (issue 43's trial: on a phone the
// disputed card's refusal sat after every allowed move, far below): a move refused leads the
// ruling, a move allowed opens what followed with why, above the ruling; the allowed moves fold on
// a phone; the ruling has a way back to the editor, as the bar has one to the ruling.
// The editor (EditPanel.tsx) moves cards and sets facts, and the position is checked at every
// change: a problem is a sentence with its rule, never a crash. The address always holds the
// position's #pos= link, so sharing the page shares the position. The game's tools, places and
// reasons load on demand (PlayManifest.position), after the page.

import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { moveSaid, refusalOf, rulingOf } from '../../../engine/core/position/ruling.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { Later } from '../Later.tsx';
import type { ControlsProps, TableProps } from '../types.ts';
import { AskBot } from './AskBot.tsx';
import { EditPanel } from './EditPanel.tsx';
import {
  checked,
  emptyTable,
  freshDeal,
  fromLink,
  linkOf,
  loadPositionView,
  nothingPlaced,
  shownDraft,
  tryMove,
  type Draft,
  type Tried,
} from './model.ts';
import { POS_PREFIX } from './from-here.ts';
import { PageRule } from './PageRule.tsx';
import { bringIntoView, RulingBar, RULING_HEAD, PROBLEMS } from './RulingBar.tsx';
import {
  CopyAsExample,
  NotAllowedNow,
  Paper,
  PlayOnFromHere,
  RulingOptions,
  Share,
  WhatFollowed,
} from './after-ready.tsx';
import '../../../styles/position.css';

/**
 * The legal moves listed at first; the rest on request (a pass of three cards from thirteen is 286
 * moves). On a phone only the first few show (position.css), so the ruling stays near the table.
 */
const SHOWN = 12;
const PHONE_SHOWN = 3;
/** The editor's heading: where the ruling's "Change the position" takes the reader. */
const EDIT_HEAD = 'wh-pos-edit-head';

interface Props<V, A> {
  readonly manifest: PlayManifest;
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly Controls: ComponentType<ControlsProps<V, A>>;
  /** The game's page, where its rule sections are (`/<game>/`). */
  readonly page: string;
  /** Starts the game's strong bot worker, for its opinion of the moves (AskBot.tsx). */
  readonly search?: () => Worker;
}

export function PositionView<V, A>({ manifest, Table, Controls, page, search }: Props<V, A>) {
  const parts = useMemo(() => onDemand(() => loadPositionView(manifest)), [manifest]);
  return (
    <div class="wh-position not-content">
      <Later part={parts} what="The position editor" waiting="Loading the rules of the game…">
        {(pg) => <Referee pg={pg} Table={Table} Controls={Controls} page={page} {...(search ? { search } : {})} />}
      </Later>
    </div>
  );
}

/** The position the page opens with: its link's, else the sandbox's first deal. */
function opening(game: AnyGame, linkProblem: string | null): { draft: Draft; notice: string | null } {
  if (linkProblem !== null)
    return { draft: freshDeal(game), notice: `${linkProblem} The sandbox's first deal is shown instead.` };
  const hash = typeof location === 'undefined' ? '' : location.hash;
  if (hash.startsWith(POS_PREFIX)) {
    const linked = fromLink(game, hash);
    if ('draft' in linked) return { draft: linked.draft, notice: null };
    return { draft: freshDeal(game), notice: `${linked.problem} The sandbox's first deal is shown instead.` };
  }
  return { draft: freshDeal(game), notice: null };
}

interface RefereeProps<V, A> extends Omit<Props<V, A>, 'manifest'> {
  readonly pg: PositionGame & { readonly game: AnyGame; readonly linkProblem: string | null };
}

function Referee<V, A>({ pg, Table, Controls, page, search }: RefereeProps<V, A>) {
  const { game } = pg;
  const [start] = useState(() => opening(game, pg.linkProblem));
  const [draft, setDraftRaw] = useState<Draft>(start.draft);
  const [notice, setNotice] = useState<string | null>(start.notice);
  const [line, setLine] = useState<readonly Tried[]>([]);
  // The move the reader tried that the rules refuse: the dock and the ruling's first line answer it.
  const [refused, setRefused] = useState<{ words: string; rule: string; message: string } | null>(null);
  const [faceUp, setFaceUp] = useState(true);
  const [chosenSeat, setChosenSeat] = useState<Seat | null>(null);
  const [allMoves, setAllMoves] = useState(false);
  // Whether the reader asked to see an empty table's problems (RulingBar's "See the ruling").
  const [asked, setAsked] = useState(false);
  // The moves tried: a refusal answered a question about the moment shown, so it goes with it.
  const toLine = (next: readonly Tried[]): void => {
    setLine(next);
    setRefused(null);
  };
  const setDraft = (next: Draft): void => {
    setDraftRaw(next);
    setAsked(false);
    toLine([]);
  };
  // After moves are tried, the moment they lead to; null when no position holds it (a hand over).
  const shown = useMemo(() => shownDraft(pg, draft, line), [draft, line]);
  const link = useMemo(() => {
    try {
      return linkOf(game, shown ?? draft);
    } catch {
      return null;
    }
  }, [shown, draft]);
  // The address holds the position shown (after the moves tried, and again after stepping back),
  // so a reload or a copied address opens what the reader sees. Replaced, not pushed: the browser's
  // Back leaves the view rather than undoing moves one by one, which "Step back" does.
  useEffect(() => {
    if (link !== null) history.replaceState(history.state, '', `${location.pathname}${location.search}${link}`);
  }, [link]);
  const setUp = useMemo(() => checked(pg, draft), [draft]);
  // An empty table's problems are the rules asking for cards, not the reader's mistakes: it asks
  // for cards until something is placed or the reader asks for the ruling.
  const waiting = !setUp.ok && !asked && nothingPlaced(pg, draft);
  const titles = game.rules as Readonly<Record<string, string>>;
  // The ruling in a line for the bar (RulingBar.tsx), once the position is one.
  let said: string | null = null;

  let table = null;
  // "Play on from here", kept with the share link (after the editor), where the reader keeps a position.
  let playOnPart = null;
  if (setUp.ok) {
    const state = line.length > 0 ? (line[line.length - 1] as Tried).state : setUp.state;
    const toAct = game.toAct(state);
    const seat = chosenSeat !== null && toAct.includes(chosenSeat) ? chosenSeat : toAct[0];
    // Letters alone (telling.ts's namesFor(null)): nobody at a set-up table is "you".
    const name = seatLetter;
    const view = game.view(state, faceUp || seat === undefined ? 'all' : seat) as V;
    const outcome = game.outcome(state);
    const legal = seat === undefined ? [] : (game.legalActions(state, seat) as readonly A[]);
    const move = (action: unknown): void => {
      if (seat === undefined) return;
      const why = refusalOf(pg, state, seat, action);
      // Said with the move refused, in words: the reader tapped it on the table.
      setRefused(why && { words: moveSaid(pg, state, seat, action), rule: why.rule, message: why.message });
      if (why === null) setLine([...line, tryMove(pg, state, seat, action)]);
    };
    const play = seat === undefined ? undefined : { seat, legal, onAction: (action: A) => move(action) };
    const rulings = rulingOf(pg, state);
    const moves = rulings.find((ruling) => ruling.seat === seat)?.moves.length ?? 0;
    const allowed = `${moves === 1 ? 'one move' : `${moves} moves`} allowed`;
    said =
      outcome !== null
        ? outcome.summary
        : seat === undefined
          ? 'Nobody has a move here.'
          : rulings.length > 1
            ? `${rulings.map((ruling) => name(ruling.seat)).join(', ')} act at once: ${allowed} for ${name(seat)}.`
            : `${name(seat)} to act: ${allowed}.`;
    playOnPart =
      seat === undefined || line.length > 0 ? null : (
        <PlayOnFromHere game={game} page={page} draft={draft} seat={seat} who={name(seat)} />
      );
    table = (
      <>
        <fieldset class="wh-pos-show">
          <legend>Show the cards</legend>
          <label>
            <input type="radio" name="wh-pos-show" checked={faceUp} onChange={() => setFaceUp(true)} /> All face up
          </label>
          <label>
            <input type="radio" name="wh-pos-show" checked={!faceUp} onChange={() => setFaceUp(false)} />{' '}
            {seat === undefined ? 'As the seat to act sees them' : `As ${name(seat)} sees them`}
          </label>
        </fieldset>
        <Table view={view} name={name} {...(play ? { play } : {})}>
          {play ? (
            <div class="wh-dock" role="group" aria-label={`${name(play.seat)}'s moves: try any`}>
              <p class="wh-status">
                <strong>
                  {outcome ? outcome.summary : `${name(play.seat)} to act. Try any move: the referee rules on it.`}
                </strong>
              </p>
              <div class="wh-refusal" aria-live="assertive">
                {refused ? (
                  <p>
                    <strong>Not allowed:</strong> {refused.words}. {refused.message} See the rule:{' '}
                    <PageRule page={page} rule={refused.rule} titles={titles} />.
                  </p>
                ) : null}
              </div>
              <Controls view={view} name={name} play={play} />
            </div>
          ) : null}
        </Table>

        {line.length > 0 ? <WhatFollowed line={line} name={name} page={page} titles={titles} onLine={toLine} /> : null}
        <section class="wh-pos-ruling" aria-labelledby={RULING_HEAD}>
          <div class="wh-pos-head">
            <h2 id={RULING_HEAD} tabIndex={-1}>
              The ruling
            </h2>
            <button type="button" onClick={() => bringIntoView(EDIT_HEAD)}>
              Change the position
            </button>
          </div>
          {refused ? (
            <p class="wh-pos-asked">
              <strong>{refused.words}: not allowed.</strong> {refused.message} (
              <PageRule page={page} rule={refused.rule} titles={titles} />)
            </p>
          ) : null}
          {/* The options the ruling depends on (Day's betting limit), out of the editor's fold. */}
          <RulingOptions pg={pg} options={draft.options} />
          {rulings.length === 0 ? (
            <p>{outcome ? outcome.summary : 'Nobody has a move here.'}</p>
          ) : (
            rulings.map((ruling) => (
              <div key={ruling.seat} class="wh-pos-seat">
                <h3>
                  {name(ruling.seat)} to act: {ruling.moves.length} legal {ruling.moves.length === 1 ? 'move' : 'moves'}
                  {rulings.length > 1 && ruling.seat !== seat ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        onClick={() => {
                          setChosenSeat(ruling.seat);
                          setRefused(null);
                        }}
                      >
                        Try {name(ruling.seat)}'s moves
                      </button>
                    </>
                  ) : null}
                </h3>
                {ruling.seat !== seat ? null : (
                  <ul class={`wh-pos-moves${allMoves ? '' : ' wh-pos-fold'}`}>
                    {/* One past SHOWN, folded by position.css, which shows "Show all" by it on a wide screen. */}
                    {(allMoves ? ruling.moves : ruling.moves.slice(0, SHOWN + 1)).map((allowed) => (
                      <li key={allowed.notation}>
                        <button
                          type="button"
                          onClick={() => {
                            setChosenSeat(ruling.seat);
                            toLine([...line, tryMove(pg, state, ruling.seat, allowed.action)]);
                          }}
                        >
                          {allowed.words}
                        </button>{' '}
                        {allowed.message}
                        {allowed.rule ? (
                          <>
                            {' '}
                            (<PageRule page={page} rule={allowed.rule} titles={titles} />)
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
                {/* Shown on a phone past the first few, elsewhere past SHOWN (position.css). */}
                {ruling.seat === seat && !allMoves && ruling.moves.length > PHONE_SHOWN + 1 ? (
                  <button type="button" class="wh-pos-all" onClick={() => setAllMoves(true)}>
                    Show all {ruling.moves.length} moves
                  </button>
                ) : null}
                {ruling.seat === seat ? (
                  <NotAllowedNow
                    pg={pg}
                    state={state}
                    seat={ruling.seat}
                    who={name(ruling.seat)}
                    page={page}
                    titles={titles}
                  />
                ) : null}
              </div>
            ))
          )}
        </section>
        {search && seat !== undefined && !outcome && legal.length > 1 ? (
          <AskBot game={game} state={state} seat={seat} name={name} search={search} />
        ) : null}
      </>
    );
  }

  return (
    <>
      {notice ? (
        <p class="wh-notice" role="alert">
          {notice}{' '}
          <button type="button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </p>
      ) : null}
      <p class="wh-pos-buttons">
        Start from:{' '}
        <button type="button" onClick={() => setDraft(freshDeal(game))}>
          A fresh deal
        </button>{' '}
        <button type="button" onClick={() => setDraft(emptyTable(game, draft.options))}>
          An empty table
        </button>
      </p>
      <RulingBar
        said={said}
        problems={setUp.ok ? 0 : setUp.problems.length}
        ask={waiting ? () => setAsked(true) : undefined}
      />
      {waiting ? (
        <p class="wh-pos-start">
          In the editor below, tap a card and then the place it lies, for the cards in dispute; Deal the rest deals the
          others at random.
        </p>
      ) : null}
      <div aria-live="polite" class="wh-pos-problems" id={PROBLEMS} tabIndex={setUp.ok ? undefined : -1}>
        {setUp.ok || waiting ? null : (
          <>
            <p>
              <strong>This position cannot happen yet.</strong> Fix it in the editor below:
            </p>
            <ul>
              {setUp.problems.map((problem, i) => (
                <li key={i}>
                  {problem.message}{' '}
                  {problem.rule ? (
                    <>
                      (<PageRule page={page} rule={problem.rule} titles={titles} />)
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Paper pg={pg} draft={draft} href={link === null ? null : `${location.origin}${location.pathname}${link}`} />
      {table}
      <EditPanel pg={pg} draft={draft} onChange={setDraft} />
      <section class="wh-pos-keep" aria-labelledby="wh-pos-keep-head">
        <h2 id="wh-pos-keep-head">Share this position</h2>
        {link === null ? (
          <p>This position cannot be written as a link.</p>
        ) : (
          <Share href={`${location.origin}${location.pathname}${link}`} />
        )}
        {shown === null ? (
          <p>No position holds the moment these moves lead to, so the link opens the position they were tried from.</p>
        ) : null}
        {playOnPart}
        {setUp.ok ? <CopyAsExample pg={pg} draft={draft} /> : null}
      </section>
    </>
  );
}
