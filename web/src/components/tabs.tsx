// A tabbed block: one panel shown at a time, starting on the first. Keyboard: arrow keys move
// between tabs, Home/End jump (WAI-ARIA tabs pattern with automatic activation).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab {
  label: string;
  content: ReactNode;
}

export function Tabs({ tabs, label, initial = 0 }: { tabs: Tab[]; label: string; initial?: number }) {
  const [selected, setSelected] = useState(Math.min(Math.max(initial, 0), Math.max(tabs.length - 1, 0)));
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      select(target);
    }
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => {
              setSelected(index);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {index === selected && tab.content}
        </div>
      ))}
    </div>
  );
}
