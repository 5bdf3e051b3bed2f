// What the stepper shows for each step of a worked example: computed at build time by the example
// runner (runner.ts) and written as JSON beside the pages (pages/examples/[game]/[slug].json.ts),
// which the stepper island fetches when it wakes. Plain data with no engine imports, so the stepper
// island ships no engine.

export interface FrameEvent {
  readonly text: string;
  readonly rule: string;
}

export interface Frame {
  /** 0 is the starting position; step n is the state after the script's n-th action. */
  readonly index: number;
  readonly seat: string | null;
  readonly action: string | null;
  readonly say: string;
  readonly rule: string | null;
  readonly ruleTitle: string | null;
  /** What the engine reports happened, in its own words. */
  readonly events: readonly FrameEvent[];
  /** The spectator view after this step. */
  readonly view: unknown;
  /** The link that opens the sandbox at this step ("play on from here"): #play=<share record>. */
  readonly playOn: string;
  /**
   * Only at a moment no position can hold (halfway through Dawn's swap, a hand over): what the
   * stepper says where its "Set up from here" link would be. The link itself is the position view
   * with `playOn`'s record, which the view replays (components/core/position/step-link.ts).
   */
  readonly noPosition?: string;
}

export interface ExampleRun {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly frames: readonly Frame[];
}
