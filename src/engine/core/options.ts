// A game's options (its variants) declared once, as data: key, default, allowed values with their
// labels, whether the sandbox tucks it under "More options", and the narrower range the sandbox
// offers where it differs. From the declaration come the parser with its messages, the defaults,
// the TypeScript type (OptionsOf), and (core/option-lists.ts) the sandbox's setup form and the
// variants the random-game suite plays, so a new option is written in one place.
//
//   const DAWN_OPTIONS = defineOptions('Dawn', {
//     players: players({ min: 2, max: 11, default: 4, sandbox: [2, 3, 4, 5, 6] }),
//     variant: choice({ label: 'Variant', default: 'dawn', values: [{ value: 'dawn', label: ... }, ...] }),
//     matchHands: int({ label: 'Hands in the match', default: 1, min: 1, max: 25, sandbox: [1, 3, 5] }),
//   });
//   type DawnOptions = OptionsOf<typeof DAWN_OPTIONS>;

import { OptionsError } from './errors.ts';

export type OptionValue = string | number | boolean;

interface Common {
  /** The setup form's label ("Hands in the match"). */
  readonly label: string;
  /** Shown under "More options" in the sandbox. */
  readonly advanced?: boolean;
  /** The sentence for a refused value (written as text), when the generic one would read badly. */
  readonly refuse?: (value: string, key: string) => string;
}

export interface ChoiceOption<V extends OptionValue = OptionValue> extends Common {
  readonly kind: 'choice';
  readonly default: V;
  readonly values: readonly { readonly value: V; readonly label: string }[];
  /** The values the sandbox offers (all by default). One value or none hides the field. */
  readonly sandbox?: readonly V[];
}

export interface IntOption extends Common {
  readonly kind: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** The values the sandbox offers (none by default: the field is hidden). */
  readonly sandbox?: readonly number[];
  /** The values the random-game suite plays (default: the sandbox's, else the default alone). */
  readonly suite?: readonly number[];
  /** How the form labels a value ("11 points"). */
  readonly valueLabel?: (value: number) => string;
  /** The player count: its message names the game, and a fixed count is not kept in the options. */
  readonly players?: boolean;
}

export type OptionSpec = ChoiceOption | IntOption;
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** A fixed player count ({ min: 2, max: 2 }) is accepted as input but not kept in the options. */
type Kept<S> = S extends { readonly players: true; readonly fixed: true } ? false : true;
type ValueOf<S> = S extends ChoiceOption<infer V> ? V : number;

/** The parsed options object a spec describes. */
export type OptionsOf<B> = B extends OptionBook<infer O> ? O : never;

type Parsed<S extends OptionSpecs> = {
  readonly [K in keyof S as Kept<S[K]> extends true ? K : never]: ValueOf<S[K]>;
};

export function choice<const Vs extends readonly { readonly value: OptionValue; readonly label: string }[]>(
  spec: Common & {
    readonly values: Vs;
    readonly default: NoInfer<Vs[number]['value']>;
    readonly sandbox?: readonly NoInfer<Vs[number]['value']>[];
  },
): ChoiceOption<Vs[number]['value']> {
  return { kind: 'choice', ...spec };
}

/** A yes/no option, offered as a choice of the two. */
export function flag(spec: Omit<ChoiceOption<boolean>, 'kind' | 'values' | 'refuse'>): ChoiceOption<boolean> {
  return {
    kind: 'choice',
    ...spec,
    values: [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ],
    refuse: (value, key) => `Option ${key} must be true or false, not ${value}.`,
  };
}

export function int(spec: Omit<IntOption, 'kind' | 'players'>): IntOption {
  return { kind: 'int', ...spec };
}

/** The number of players. A fixed count (min = max) is accepted but not kept in the options. */
export function players<const Min extends number, const Max extends number>(spec: {
  readonly min: Min;
  readonly max: Max;
  readonly default?: number;
  readonly sandbox?: readonly number[];
}): IntOption & { readonly players: true; readonly fixed: Min extends Max ? (Max extends Min ? true : false) : false } {
  const fixed = (spec.min as number) === spec.max;
  return {
    kind: 'int',
    label: 'Players',
    default: spec.default ?? spec.min,
    min: spec.min,
    max: spec.max,
    ...(spec.sandbox !== undefined ? { sandbox: spec.sandbox } : fixed ? {} : { sandbox: range(spec.min, spec.max) }),
    players: true,
    fixed: fixed as never,
  };
}

export interface OptionBook<O> {
  readonly game: string;
  readonly specs: OptionSpecs;
  readonly defaults: O;
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  /** Validates a partial options object and fills the defaults; throws OptionsError. */
  parse(input: unknown): O;
}

/**
 * `check` sees the options once each is valid on its own, for rules between options (Dawn's decks
 * must leave a stock for the players); it throws OptionsError.
 */
export function defineOptions<const S extends OptionSpecs>(
  game: string,
  specs: S,
  check?: (options: Parsed<S>) => void,
): OptionBook<Parsed<S>> {
  const entries = Object.entries(specs);
  const playerEntry = entries.find(([, spec]) => spec.kind === 'int' && spec.players === true);
  if (playerEntry === undefined) throw new Error(`${game}: no players option.`);
  const [playersKey, playersSpec] = playerEntry as [string, IntOption];
  const fixedPlayers = playersSpec.min === playersSpec.max;

  const parse = (input: unknown): Parsed<S> => {
    if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
      throw new OptionsError(`${game} options must be an object.`);
    }
    const raw = (input ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(raw)) {
      if (!(key in specs)) throw new OptionsError(`${game} has no option "${key}".`);
    }
    const out: Record<string, OptionValue> = {};
    for (const [key, spec] of entries) {
      const value = key in raw ? raw[key] : spec.default;
      if (!valid(spec, value)) throw new OptionsError(refusal(game, key, spec, value));
      if (!(fixedPlayers && key === playersKey)) out[key] = value;
    }
    const options = out as Parsed<S>;
    check?.(options);
    return options;
  };

  const defaults = parse({});
  return {
    game,
    specs,
    defaults,
    players: { min: playersSpec.min, max: playersSpec.max, default: playersSpec.default },
    parse,
  };
}

function valid(spec: OptionSpec, value: unknown): value is OptionValue {
  if (spec.kind === 'choice') return spec.values.some((v) => v.value === value);
  return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max;
}

function refusal(game: string, key: string, spec: OptionSpec, value: unknown): string {
  const text = String(value);
  if (spec.kind === 'int' && spec.players === true) {
    const counts =
      spec.min === spec.max
        ? `exactly ${spec.min}`
        : spec.max === spec.min + 1
          ? `${spec.min} or ${spec.max}`
          : `${spec.min} to ${spec.max}`;
    return `${game} is for ${counts} players, not ${text}.`;
  }
  if (spec.refuse) return spec.refuse(text, key);
  if (spec.kind === 'choice') {
    return `Option ${key} must be one of ${spec.values.map((v) => String(v.value)).join(', ')}, not ${text}.`;
  }
  return `Option ${key} must be a whole number from ${spec.min} to ${spec.max}, not ${text}.`;
}

function range(min: number, max: number): number[] {
  const out: number[] = [];
  for (let n = min; n <= max; n++) out.push(n);
  return out;
}
