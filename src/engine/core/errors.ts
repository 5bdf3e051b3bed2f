// Errors the engine raises for input it cannot use. Each carries a message written for the person
// who made the input (an example author, a reader with a broken share link), never a stack dump.

/** Options that are not a valid variant choice. */
export class OptionsError extends Error {
  override readonly name = 'OptionsError';
}

/** Notation that does not parse: a card, an action or a seat. */
export class NotationError extends Error {
  override readonly name = 'NotationError';
}

/**
 * A hand-written position that cannot happen (a card too many, a wrong hand size...), with the id
 * of the rule it breaks where one does (a section of the game's page); none for a spec of the
 * wrong shape (a field the game has not, a list that is no list).
 */
export class PositionError extends Error {
  override readonly name = 'PositionError';
  constructor(
    message: string,
    readonly rule: string | null = null,
  ) {
    super(message);
  }
}

/** A share link or saved record that cannot be read or replayed. */
export class RecordFormatError extends Error {
  override readonly name = 'RecordFormatError';
}
