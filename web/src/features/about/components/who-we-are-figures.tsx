// Who we are's figures: GET /universal/whoweare1 drawn as progress circles (stroke 2) under the old
// site's heading. A failed load is only logged, as on the old site: the section stays, without
// circles.
import { useEffect } from 'react';
import { WHO_WE_ARE_CIRCLE_STROKE } from '@bindings';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ProgressCircle } from '@/components/progress-circle';
import { useApi } from '@/lib/use-api';
import { getWhoWeAreFigures } from '../api/get-who-we-are-figures';
import { words } from '../words';

export function WhoWeAreFigures() {
  const figures = useApi((signal) => getWhoWeAreFigures(signal), []);
  useEffect(() => {
    if (figures.error !== undefined) console.error('Could not load the who-we-are figures', figures.error);
  }, [figures.error]);

  return (
    <section className="about-section" aria-labelledby="who-we-are-figures">
      <h2 id="who-we-are-figures">{words.figuresHeading}</h2>
      {figures.loading ? (
        <LoadingIndicator />
      ) : (
        figures.data && (
          <ul className="about-figures">
            {figures.data.map((figure) => (
              <li key={figure.title}>
                <ProgressCircle value={figure.description} label={figure.title} strokeWidth={WHO_WE_ARE_CIRCLE_STROKE} />
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
