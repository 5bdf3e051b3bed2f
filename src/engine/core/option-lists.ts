// What an option book (core/options.ts) lists besides its parser: the sandbox's setup form (fields)
// and the variants the random-game suite and the benchmarks play (variants). They live apart from
// the book so that a page's engine carries neither: the form is fetched the first time a reader
// opens it, and the variants only ever run in tests and benchmarks.

import type { IntOption, OptionBook, OptionSpec, OptionValue } from './options.ts';

/** One field of the sandbox's setup form. */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly choices: readonly { readonly value: OptionValue; readonly label: string }[];
  readonly advanced: boolean;
}

/** Options for one random-game suite run: a player count, and one option away from its default. */
export interface Variant {
  /** "4 players", "4 players, variant dusk". */
  readonly name: string;
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  /** The option this variant changes from its default; null for a plain player count. */
  readonly option: string | null;
}

/** The sandbox's setup form: every option it offers more than one value of, in declaration order. */
export function optionFields(book: OptionBook<unknown>): readonly OptionField[] {
  return Object.entries(book.specs).flatMap(([key, spec]) => {
    const choices = offered(spec);
    return choices.length > 1 ? [{ key, label: spec.label, choices, advanced: spec.advanced === true }] : [];
  });
}

/** Every player count, then every other value of every option (see Variant). */
export function optionVariants(book: OptionBook<unknown>): readonly Variant[] {
  const entries = Object.entries(book.specs);
  const [playersKey, playersSpec] = entries.find(([, spec]) => spec.kind === 'int' && spec.players === true) as [
    string,
    IntOption,
  ];
  const fixedPlayers = playersSpec.min === playersSpec.max;
  const at = (count: number, extra: Record<string, OptionValue>): Record<string, OptionValue> =>
    fixedPlayers ? extra : { [playersKey]: count, ...extra };
  const out: Variant[] = [];
  for (let count = playersSpec.min; count <= playersSpec.max; count++) {
    out.push({ name: `${count} players`, players: count, options: at(count, {}), option: null });
  }
  // Each other value at the usual table and the smallest one, where the options allow it.
  const tables = [...new Set([playersSpec.default, playersSpec.min])];
  for (const [key, spec] of entries) {
    if (key === playersKey) continue;
    for (const value of suiteValues(spec)) {
      if (value === spec.default) continue;
      for (const count of tables) {
        const options = at(count, { [key]: value });
        try {
          book.parse(options);
        } catch {
          continue;
        }
        out.push({ name: `${count} players, ${key} ${String(value)}`, players: count, options, option: key });
      }
    }
  }
  return out;
}

function offered(spec: OptionSpec): { value: OptionValue; label: string }[] {
  if (spec.kind === 'choice') {
    const shown = spec.sandbox ?? spec.values.map((v) => v.value);
    return spec.values.filter((v) => shown.includes(v.value));
  }
  return (spec.sandbox ?? []).map((value) => ({ value, label: spec.valueLabel?.(value) ?? String(value) }));
}

function suiteValues(spec: OptionSpec): readonly OptionValue[] {
  if (spec.kind === 'choice') return spec.values.map((v) => v.value);
  return spec.suite ?? spec.sandbox ?? [spec.default];
}
