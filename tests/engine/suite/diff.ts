// Short, readable differences for failure messages: the first path where two values part ways.

import { isDeepStrictEqual } from 'node:util';

export function show(value: unknown, max = 160): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The first path at which `a` and `b` differ, with both values there; null when deep-equal. */
export function firstDifference(a: unknown, b: unknown, path = '(root)'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const inner = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (inner !== null) return inner;
    }
  } else if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      if (!(key in a)) return `${path}.${key}: missing on the left, ${show(b[key])} on the right`;
      if (!(key in b)) return `${path}.${key}: ${show(a[key])} on the left, missing on the right`;
      const inner = firstDifference(a[key], b[key], `${path}.${key}`);
      if (inner !== null) return inner;
    }
  }
  return `${path}: ${show(a)} vs ${show(b)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
