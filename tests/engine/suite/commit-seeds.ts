// Seeds that change with every commit, for the suites that sample (random games, practice
// questions): each commit's CI explores games and questions no earlier run played, so the volume
// adds up over time instead of being paid on every run, and a given commit always draws the same
// seeds. A failure still names the one seed that reruns it.
//
// The commit is `git rev-parse HEAD`, or TEST_SEED_COMMIT when set (to replay another run's seeds,
// or outside a git checkout, where it falls back to a fixed name).

import { execFileSync } from 'node:child_process';

let cached: string | null = null;

/** The commit the seeds are drawn from (12 hex digits), or 'no-commit'. */
export function seedCommit(): string {
  if (cached !== null) return cached;
  const given = process.env['TEST_SEED_COMMIT'];
  if (given !== undefined && given !== '') return (cached = given);
  try {
    cached = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    cached = 'no-commit';
  }
  return cached;
}

/**
 * The first seed of a run of seeds for `label` at this commit: a positive 31-bit integer with a
 * million seeds of room after it. FNV-1a, so labels and commits spread evenly.
 */
export function commitSeed(label: string, commit: string = seedCommit()): number {
  let hash = 0x811c9dc5;
  const text = `${commit}:${label}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 1) % (2 ** 31 - 1_000_000)) + 1;
}
