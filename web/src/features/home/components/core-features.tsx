// The core-features block: why entrepreneurs work with the group.
import { words } from '../words';

export function CoreFeatures() {
  return (
    <section className="home-section home-features" aria-labelledby="home-features-heading">
      <div className="container">
        <h2 id="home-features-heading" className="home-section__heading">
          {words.featuresHeading}
        </h2>
        <ul className="home-features__list">
          {words.features.map((feature, index) => (
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
