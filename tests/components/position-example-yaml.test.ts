// "Copy as an example" (issue 43, src/components/core/position/example-yaml.ts): for every game, a
// position written as the start of an example file is read by the examples' own schema
// (parseExampleFile, as the build reads content/examples/) to the very options, seed and position
// the view held, and the example runner replays it from that position: its first frame is the
// position's table. The positions are the first deal and every moment of the game's own worked
// examples, so every shape a game's spec takes (chips, scores, tableaux, a trick) is written once.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { runExample } from '../../src/examples/runner.ts';
import { exampleMoments } from '../examples/moments.ts';
import { parseExampleFile } from '../../src/examples/script.ts';
import { checked, freshDeal, loadPositionGame, type Draft } from '../../src/components/core/position/model.ts';
import { exampleYaml } from '../../src/components/core/position/example-yaml.ts';

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (id, manifest) => {
  test('each position written as an example reads back the same and replays from it', async () => {
    const pg = await loadPositionGame(manifest.play);
    const { game } = pg;
    const drafts: Draft[] = [freshDeal(game), { ...freshDeal(game), seed: 7 }];
    for (const name of readdirSync(`content/examples/${id}`).filter((f) => f.endsWith('.yaml'))) {
      const file = `content/examples/${id}/${name}`;
      const { script, options, states: at } = exampleMoments(file);
      for (const moment of at) {
        try {
          drafts.push({ options, seed: script.seed, spec: game.positionOf(moment) });
        } catch {
          // A moment no position holds (mid-swap, over): the view never has it.
        }
      }
    }
    let written = 0;
    for (const draft of drafts) {
      const setUp = checked(pg, draft);
      const yaml = exampleYaml(pg, draft);
      if (!setUp.ok) {
        expect(yaml).toBeNull();
        continue;
      }
      if (yaml === null) throw new Error('a position that sets up was not written');
      const file = `content/examples/${id}/from-the-position-view.yaml`;
      const script = parseExampleFile(yaml, file);
      expect(script.position).toEqual(JSON.parse(JSON.stringify(draft.spec)));
      expect(game.parseOptions(script.options)).toEqual(game.parseOptions(draft.options));
      expect(script.seed).toBe(draft.seed);
      if (game.toAct(setUp.state).length === 0) continue;
      const run = runExample(script);
      expect(run.frames[0]?.view).toEqual(game.view(setUp.state, 'all'));
      expect(run.frames).toHaveLength(2);
      written++;
    }
    expect(written).toBeGreaterThan(1);
  });

  test('a position that cannot be set up is not written', async () => {
    const pg = await loadPositionGame(manifest.play);
    const draft = freshDeal(pg.game);
    const broken: Draft = { ...draft, spec: { ...(draft.spec as object), hands: 'nonsense' } };
    expect(checked(pg, broken).ok).toBe(false);
    expect(exampleYaml(pg, broken)).toBeNull();
  });
});
