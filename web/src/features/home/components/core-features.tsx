// The core-features block: why entrepreneurs work with the group.
const FEATURES = [
  {
    title: 'Advisors who know Canada',
    text: 'Our network covers every province, in English and in French, with local knowledge of programs, permits and lenders.',
  },
  {
    title: 'One team, start to finish',
    text: 'Planning, financing, acquisitions and technology under one roof, so nothing falls between the cracks.',
  },
  {
    title: 'Built for small business',
    text: 'Clear fees agreed up front, tools you can use on your own, and advice sized to your budget.',
  },
  {
    title: 'Your data stays yours',
    text: 'Your information is kept confidential, stored in Canada and never sold. You can withdraw your consent at any time.',
  },
];

export function CoreFeatures() {
  return (
    <section className="home-section home-features" aria-labelledby="home-features-heading">
      <div className="container">
        <h2 id="home-features-heading" className="home-section__heading">
          Why entrepreneurs choose us
        </h2>
        <ul className="home-features__list">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="home-features__item">
              <span className="home-features__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
