// The core-features block: why entrepreneurs work with the group.
import { words } from '../words';
import { HomeSection } from './home-section';

export function CoreFeatures() {
  return (
    <HomeSection name="features" heading={words.featuresHeading}>
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
    </HomeSection>
  );
}
