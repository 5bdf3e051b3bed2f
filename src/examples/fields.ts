// Reading a hand-written YAML file's fields (worked examples, lessons): each problem thrown as the
// file kind's own error, with the place it was found, because an author reads it in a build log.

import { parse } from 'yaml';

type Fail = new (message: string) => Error;

export function readYaml(text: string, file: string, Fail: Fail): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Fail(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (!isRecord(raw)) throw new Fail(`${file}: the file must be a YAML mapping.`);
  return raw;
}

/** Text with its spaces tidied (a number is read as text: YAML reads 6 as a number). */
export function text(value: unknown, where: string, Fail: Fail): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw new Fail(`${where} is missing or not text.`);
  return value.trim();
}

export function unknownKeys(raw: Record<string, unknown>, allowed: readonly string[], where: string, Fail: Fail): void {
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) throw new Fail(`${where}: unknown field "${key}" (allowed: ${allowed.join(', ')}).`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
