// Small decorative line icons for the about side menu (inline: no extra request, no layout shift).
import type { ReactNode } from 'react';
import type { AboutIconName } from './about-menu-entries';

const PATHS: Record<AboutIconName, ReactNode> = {
  people: (
    <>
      <circle cx="12" cy="11" r="4" />
      <circle cx="22" cy="12" r="3" />
      <path d="M4 26c0-4.4 3.6-8 8-8s8 3.6 8 8M19 19.5c1-.3 2-.5 3-.5 3.3 0 6 2.7 6 6" />
    </>
  ),
  briefcase: (
    <>
      <rect x="4" y="10" width="24" height="16" rx="2" />
      <path d="M12 10V7a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M4 17h24" />
    </>
  ),
  chart: <path d="M5 27h22M9 23v-8M15 23V9M21 23v-11M27 5l-6 5-6-3-6 5" />,
  microphone: (
    <>
      <rect x="12" y="4" width="8" height="14" rx="4" />
      <path d="M8 15a8 8 0 0 0 16 0M16 23v5M11 28h10" />
    </>
  ),
  calendar: (
    <>
      <rect x="5" y="7" width="22" height="20" rx="2" />
      <path d="M5 13h22M11 4v6M21 4v6M10 18h4M18 18h4M10 22h4" />
    </>
  ),
  columns: <path d="M4 12 16 5l12 7M6 12h20M8 12v11M13 12v11M19 12v11M24 12v11M5 27h22M6 23h20" />,
  medal: (
    <>
      <circle cx="16" cy="19" r="7" />
      <path d="M11 13 7 4h6l3 6 3-6h6l-4 9M16 16l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L13 18h2z" />
    </>
  ),
  leaf: (
    <>
      <path d="M6 26C6 14 13 6 27 5c0 14-7 21-19 21" />
      <path d="M6 26 18 14" />
    </>
  ),
};

export function AboutIcon({ name }: { name: AboutIconName }) {
  return (
    <svg
      className="about-icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
