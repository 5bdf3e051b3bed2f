// A link to a rule's section on the game's page, from a page of its own (the position view):
// RuleLink's `#rule` would point into the view itself.

interface Props {
  readonly page: string;
  readonly rule: string;
  readonly titles: Readonly<Record<string, string>>;
}

export function PageRule({ page, rule, titles }: Props) {
  return (
    <a class="wh-rule-link" href={`${page}#${rule}`} data-rule-link={rule}>
      {titles[rule] ?? rule}
    </a>
  );
}
