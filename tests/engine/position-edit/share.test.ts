// `#pos=` links (core/position/share.ts): a position, its options and seed come back as they were
// written, and a damaged, cut, changed or foreign link is a RecordFormatError with a sentence,
// never anything else; what a damaged link decodes to is still only ever refused, never a crash.

import { describe, expect, it } from 'vitest';
import { ByteWriter, checksumOf } from '../../../src/engine/core/bytes.ts';
import { RecordFormatError } from '../../../src/engine/core/errors.ts';
import { setUpPosition } from '../../../src/engine/core/position/check.ts';
import { decodePosition, encodePosition } from '../../../src/engine/core/position/share.ts';
import { encodeRecord } from '../../../src/engine/core/record-codec.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { gameById, GAMES } from '../../../src/engine/registry.ts';
import { DEEP, exampleStarts, specOf } from './property.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RecordFormatError);
    return (error as Error).message;
  }
  throw new Error('the link was read');
}

describe('#pos= links', () => {
  for (const manifest of GAMES) {
    const { game } = manifest;
    const starts = exampleStarts(manifest);

    it(`${game.id}: every example step's position comes back as it was written`, () => {
      for (const [i, start] of starts.entries()) {
        const position = specOf(manifest, start);
        if (position === null) continue;
        const text = encodePosition(game, { options: start.options, seed: i - 3, position });
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        const back = decodePosition(text, game);
        expect(back).toEqual({ game: game.id, options: start.options, seed: i - 3, position });
      }
    });

    it(`${game.id}: a damaged link is refused with a sentence, and what it reads as is only ever refused`, () => {
      const random = makeRandom(43);
      const texts = starts.flatMap((start) => {
        const position = specOf(manifest, start);
        return position === null ? [] : [encodePosition(game, { options: start.options, seed: 5, position })];
      });
      let refused = 0;
      for (let i = 0; i < (DEEP ? 5000 : 120); i++) {
        const text = random.pick(texts);
        const at = random.int(0, text.length - 1);
        const changed =
          random.int(0, 2) === 0
            ? text.slice(0, at)
            : `${text.slice(0, at)}${random.pick([...ALPHABET])}${text.slice(at + 1)}`;
        let shared;
        try {
          shared = decodePosition(changed, game);
        } catch (error) {
          expect(error, changed).toBeInstanceOf(RecordFormatError);
          expect((error as Error).message).toMatch(/^Its? /);
          refused++;
          continue;
        }
        // Unchanged after all (the same character), or a change the checksum cannot see: set up or refused, no crash.
        setUpPosition(manifest, shared.position, shared.options, shared.seed);
      }
      expect(refused).toBeGreaterThan(0);
    });
  }

  it('says what is wrong with a link that is not a position of this game', () => {
    const dawn = gameById('dawn').game;
    const day = gameById('day').game;
    const position = dawn.emptyPosition(dawn.parseOptions({}));
    const text = encodePosition(dawn, { options: {}, seed: 1, position });
    expect(refusal(() => decodePosition(text, day))).toBe('It is a position of a different game (dawn), not this one.');
    expect(refusal(() => decodePosition(`${text}!`, dawn))).toMatch(/characters no link from this site has/);
    expect(refusal(() => decodePosition(text.slice(0, 9), dawn))).toMatch(/ends too soon/);
    expect(refusal(() => decodePosition('', dawn))).toMatch(/ends too soon/);
    const record = encodeRecord(dawn, { options: {}, seed: 1, seat: 0, actions: [] });
    expect(refusal(() => decodePosition(record, dawn))).toBe(
      'It is a link to a game, not to a position: open it in the sandbox.',
    );
  });

  it('refuses options the game does not have, naming them', () => {
    const dawn = gameById('dawn').game;
    const out = new ByteWriter();
    out.byte(0x50);
    out.text('dawn');
    out.varint(0);
    out.text(JSON.stringify({ players: 99 }));
    out.text('{"hands":{}}');
    out.uint32(checksumOf(['dawn', 0, { players: 99 }, { hands: {} }]));
    const text = btoa(String.fromCharCode(...out.done()))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(refusal(() => decodePosition(text, dawn))).toMatch(/^Its game options are not valid: /);
  });
});
