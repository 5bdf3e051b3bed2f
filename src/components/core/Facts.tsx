// The facts a player tracks at a glance (whose turn, the rank needed, the total...), as a
// definition list. Entries given as null or false are left out.

interface Fact {
  readonly label: string;
  readonly value: string | number;
  /** The one or two facts every move depends on, shown larger. */
  readonly main?: boolean;
}

export function Facts({ items }: { readonly items: readonly (Fact | null | false)[] }) {
  return (
    <dl class="wh-facts">
      {items.map((fact) =>
        fact ? (
          <div key={fact.label} class={fact.main ? 'wh-fact-main' : undefined}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
