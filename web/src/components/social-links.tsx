// Links to the group's four network profiles (SOCIAL_PROFILES), opening in a new tab.
import { SOCIAL_PROFILES } from '@bindings';
import { words } from '@/components/words';
import './social-links.css';

const ICONS: Record<string, string> = {
  X: 'M4 4l16 16M20 4L4 20',
  Facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
  Instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2.5v.01',
  LinkedIn: 'M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.6a4 4 0 017 2.4V20h-4v-6a1.5 1.5 0 00-3 0v6h-4z',
};

export function SocialLinks({ className = '', label = words.followUs }: { className?: string; label?: string }) {
  return (
    <ul className={`social-links ${className}`.trim()} aria-label={label}>
      {SOCIAL_PROFILES.map(([name, href]) => (
        <li key={name}>
          <a className="social-links__link" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} ${words.opensInNewTab}`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d={ICONS[name] ?? ''} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
