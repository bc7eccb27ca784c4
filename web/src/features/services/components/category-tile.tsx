// One IT solutions category in the carousel: its name over a looping, muted video. Only five
// videos exist; tiles get them by position. Under reduced motion the video does not play. The
// link is built from the category's English name (its key in addresses); the tile shows `label`,
// the name in the page's language, when it differs.
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { PORTFOLIO_VIDEO_COUNT } from '@bindings';
import { useReducedMotion } from '@/lib/use-media-query';
import { mediaUrl } from '@/config/env';
import './category-tile.css';
import { pagePath } from '@/lib/pages';

/** The video of the tile at `position` (0-based): portfolio-1.mp4 … portfolio-5.mp4. */
export function categoryVideo(position: number): string {
  return mediaUrl(`videos/portfolio-${(position % PORTFOLIO_VIDEO_COUNT) + 1}.mp4`);
}

/** The portfolio page of a category, its name URL-encoded. */
export function categoryLink(name: string): string {
  return pagePath('portfolioCategory', encodeURIComponent(name));
}

export function CategoryTile({ name, label = name, position }: { name: string; label?: string; position: number }) {
  const reducedMotion = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (reducedMotion) video.current?.pause();
  }, [reducedMotion]);
  return (
    <Link className="category-tile" to={categoryLink(name)}>
      <video
        ref={video}
        className="category-tile__video"
        src={categoryVideo(position)}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload="metadata"
        width="640"
        height="360"
        aria-hidden="true"
        tabIndex={-1}
      />
      <span className="category-tile__name">{label}</span>
    </Link>
  );
}
