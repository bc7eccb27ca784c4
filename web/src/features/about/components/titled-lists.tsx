// Lists of short items, each a heading and a paragraph: numbered steps (analysis, what we do)
// and the team's roles. The pages and their French twins give the texts.
export interface TitledText {
  title: string;
  text: string;
}

function Items({ items }: { items: readonly TitledText[] }) {
  return items.map((item) => (
    <li key={item.title}>
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </li>
  ));
}

export function AboutSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="about-steps">
      <Items items={steps} />
    </ol>
  );
}

export function AboutTeam({ members }: { members: readonly TitledText[] }) {
  return (
    <ul className="about-team">
      <Items items={members} />
    </ul>
  );
}
