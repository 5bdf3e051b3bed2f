// Validating a game's options object: unknown keys, choices and whole numbers, each failure an
// OptionsError with a sentence for the reader.

import { OptionsError } from './errors.ts';

/** The raw options as a record, refusing anything that is not an object or names no option. */
export function optionRecord(
  input: unknown,
  game: string,
  known: object,
  extra: readonly string[] = [],
): Record<string, unknown> {
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw new OptionsError(`${game} options must be an object.`);
  }
  const raw = (input ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(key in known) && !extra.includes(key)) throw new OptionsError(`${game} has no option "${key}".`);
  }
  return raw;
}

export function oneOf(name: string, value: unknown, allowed: readonly string[]): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw new OptionsError(`Option ${name} must be one of ${allowed.join(', ')}, not ${String(value)}.`);
  }
}

export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
