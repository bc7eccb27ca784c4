// A section listing the children of an about section, loaded from GET /about/all/{slug}; each
// card links to the current path followed by /{id}.
import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useApi } from '@/lib/use-api';
import { getAboutChildren, type AboutSectionSlug } from '@/lib/api/get-about-children';
import { normalisePath } from './about-side-menu';
import { CardList, aboutChildCard } from '@/components/card-list';
import { words } from '../words';

/** `{base}/{id}`, without a doubled slash when the base ends with one. */
export function childPath(base: string, id: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

interface AboutChildrenSectionProps {
  slug: AboutSectionSlug;
  heading: string;
  /** Keep showing the loading indicator while the list is empty or unset, failed loads included (spec: the B Corp page). */
  loadingWhileEmpty?: boolean;
}

export function AboutChildrenSection({ slug, heading, loadingWhileEmpty = false }: AboutChildrenSectionProps) {
  const basePath = normalisePath(useLocation().pathname);
  const { data, error, loading } = useApi((signal) => getAboutChildren(slug, signal), [slug]);
  useEffect(() => {
    if (error !== undefined) console.error(`Could not load the ${slug} list`, error);
  }, [error, slug]);

  const headingId = `about-children-${slug}`;
  let body;
  if (loading || (loadingWhileEmpty && (data === undefined || data.length === 0))) {
    // With `loadingWhileEmpty`, a failed load leaves the list unset: still Loading.
    body = <LoadingIndicator />;
  } else if (error !== undefined) {
    body = <p className="about-notice">{words.listUnavailable}</p>;
  } else if (data === undefined || data.length === 0) {
    body = <p>{words.listEmpty}</p>;
  } else {
    body = <CardList items={data.map((child) => aboutChildCard(child, childPath(basePath, child._id)))} label={heading} />;
  }
  return (
    <section className="about-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}
