// One navbar submenu: a disclosure button (aria-expanded) revealing a list of links. Each
// submenu opens and closes on its own; Escape closes it and returns focus to its button.
import { useId, useRef, type KeyboardEvent } from 'react';
import { NavLink } from '@/lib/router';
import type { NavGroup } from './nav-items';

interface SubmenuProps {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** True when one of the submenu's links is the current page. */
  current: boolean;
}

export function Submenu({ group, open, onToggle, onClose, current }: SubmenuProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      button.current?.focus();
    }
  };
  return (
    <div className={`submenu${open ? ' submenu--open' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`navbar__link submenu__button${current ? ' navbar__link--current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <svg className="submenu__chevron" aria-hidden="true" viewBox="0 0 12 8" width="12" height="8">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="submenu__list" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink className="submenu__link" to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
