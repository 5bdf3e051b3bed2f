// A link to a rule's section on the same page. Rule ids are the headings' anchors.

interface Props {
  readonly rule: string;
  readonly title: string;
}

export function RuleLink({ rule, title }: Props) {
  return (
    <a class="wh-rule-link" href={`#${rule}`} data-rule-link={rule}>
      {title}
    </a>
  );
}
