// The sandbox's "new hand" form: the game's variants (the fields its option book offers), the
// reader's seat and the seed. Values are checked by the engine's own option parser, so the form
// cannot deal a game the engine refuses.

import { useState } from 'preact/hooks';
import { seatLetter } from '../../../engine/core/seats.ts';
import type { Setup } from './session.ts';
import { optionFields, type OptionField } from '../../../engine/core/option-lists.ts';
import type { AnyPlayableGame } from '../../../engine/core/game.ts';
import { errorMessage } from '../../../engine/core/replay.ts';

interface Props {
  readonly idPrefix: string;
  /** The game: the form offers its option book's fields (core/option-lists.ts). */
  readonly game: AnyPlayableGame;
  readonly current: Setup;
  readonly onDeal: (setup: Setup) => void;
}

/** Seats at the table for these options, or why the options are refused. */
function seatsFor(game: AnyPlayableGame, options: Record<string, unknown>): number | string {
  try {
    return game.seatCount(game.newGame(game.parseOptions(options), 1));
  } catch (error) {
    return errorMessage(error);
  }
}

export function SetupForm({ idPrefix, game, current, onDeal }: Props) {
  const fields = optionFields(game.options);
  const [options, setOptions] = useState<Record<string, unknown>>(() => pick(fields, current.options));
  const [seat, setSeat] = useState(current.seat);
  const [seed, setSeed] = useState(String(current.seed));
  const [error, setError] = useState<string | null>(null);
  const seats = seatsFor(game, options);
  const seatCount = typeof seats === 'number' ? seats : 0;

  const field = (f: OptionField) => {
    const id = `${idPrefix}-${f.key}`;
    return (
      <div class="wh-field" key={f.key}>
        <label htmlFor={id}>{f.label}</label>
        <select
          id={id}
          value={String(options[f.key])}
          onChange={(e) => {
            const raw = (e.currentTarget as HTMLSelectElement).value;
            const choice = f.choices.find((c) => String(c.value) === raw);
            setOptions({ ...options, [f.key]: choice ? choice.value : raw });
          }}
        >
          {f.choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  const submit = (event: Event): void => {
    event.preventDefault();
    const seedNumber = Number(seed);
    if (!Number.isInteger(seedNumber) || seedNumber < 0 || seedNumber > 2147483647) {
      setError('The seed must be a whole number from 0 to 2147483647.');
      return;
    }
    if (typeof seats === 'string') {
      setError(seats);
      return;
    }
    setError(null);
    onDeal({ options, seed: seedNumber, seat: Math.min(seat, seatCount - 1) });
  };

  return (
    <form class="wh-setup" onSubmit={submit} aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <div class="wh-fields">
        {fields.filter((f) => !f.advanced).map(field)}
        <div class="wh-field">
          <label htmlFor={`${idPrefix}-seat`}>Your seat</label>
          <select
            id={`${idPrefix}-seat`}
            value={String(seat)}
            onChange={(e) => setSeat(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {Array.from({ length: seatCount }, (_, s) => (
              <option key={s} value={String(s)}>
                {seatLetter(s)}
              </option>
            ))}
          </select>
        </div>
        <div class="wh-field">
          <label htmlFor={`${idPrefix}-seed`}>Seed</label>
          <input
            id={`${idPrefix}-seed`}
            type="number"
            inputMode="numeric"
            min={0}
            value={seed}
            onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value)}
          />
        </div>
      </div>
      {fields.some((f) => f.advanced) ? (
        <details class="wh-more">
          <summary>More options</summary>
          <div class="wh-fields">{fields.filter((f) => f.advanced).map(field)}</div>
        </details>
      ) : null}
      {error ? (
        <p class="wh-error" id={`${idPrefix}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div class="wh-actions">
        <button type="submit">Deal this {game.dealName ?? 'hand'}</button>
        <button type="button" onClick={() => setSeed(String(Math.floor(Math.random() * 1_000_000)))}>
          New seed
        </button>
      </div>
    </form>
  );
}

function pick(fields: readonly OptionField[], options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f.key] = options[f.key] ?? f.choices[0]?.value;
  return out;
}
