// Each game's page explains the review's marks with the very figures its search marks by
// (SearchSpec.review), in the words a review uses for a loss.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GAMES } from '../../../src/engine/registry.ts';

test.each(GAMES.map((entry) => [entry.game.id, entry] as const))(
  "%s: the page gives the review's thresholds for good, inaccuracy and mistake",
  (id, entry) => {
    const page = readFileSync(`content/docs/${id}.mdx`, 'utf8');
    const { review } = entry.search.spec;
    expect(page).toContain(`*good* (it cost at most ${review.loss(review.good)})`);
    expect(page).toContain(`an *inaccuracy* (at most ${review.loss(review.inaccuracy)})`);
    expect(page).toContain(`a *mistake* (at most ${review.loss(review.mistake)})`);
  },
);
