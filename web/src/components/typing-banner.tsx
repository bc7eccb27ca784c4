// A line that types a word letter by letter, holds it, deletes it and moves to the next
// (TYPING_TYPE_SPEED_MS per letter, TYPING_DELETE_SPEED_MS per deleted letter, TYPING_DELAY_MS on
// the full word). The animation is hidden from screen readers, which read the whole current word
// from a static, unannounced text. Under prefers-reduced-motion the first word shows, still. Typing
// moves nothing on the page: the word has a slot as large as the largest word.
import { TYPING_DELAY_MS, TYPING_DELETE_SPEED_MS, TYPING_TYPE_SPEED_MS } from '@bindings';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/use-media-query';
import './typing-banner.css';

interface TypingState {
  word: number;
  length: number;
  deleting: boolean;
}

/** The next state of the animation and how long the current one lasts. */
export function typingStep(state: TypingState, words: readonly string[]): { next: TypingState; delay: number } {
  const full = words[state.word]?.length ?? 0;
  if (!state.deleting) {
    if (state.length < full) return { next: { ...state, length: state.length + 1 }, delay: TYPING_TYPE_SPEED_MS };
    return { next: { ...state, deleting: true }, delay: TYPING_DELAY_MS };
  }
  if (state.length > 1) return { next: { ...state, length: state.length - 1 }, delay: TYPING_DELETE_SPEED_MS };
  return { next: { word: (state.word + 1) % words.length, length: 0, deleting: false }, delay: TYPING_DELETE_SPEED_MS };
}

interface TypingBannerProps {
  words: readonly string[];
  /** The text before the typed word, e.g. "We can help you with". */
  lead?: string;
  className?: string;
}

export function TypingBanner({ words, lead, className = '' }: TypingBannerProps) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<TypingState>({ word: 0, length: 0, deleting: false });
  const animate = !reducedMotion && words.length > 0;

  useEffect(() => {
    if (!animate) return;
    const { next, delay } = typingStep(state, words);
    const timer = setTimeout(() => {
      setState(next);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [animate, state, words]);

  const word = words[animate ? state.word : 0] ?? '';
  const shown = animate ? word.slice(0, state.length) : word;

  // The typed word sits in a slot as large as the largest word (every word laid out there,
  // invisible), starting at the slot's start: typing changes no box but the word's own width, so
  // nothing on the line or below it moves (no layout shift), whichever word is typed. The cursor
  // is the word's end border, which moves with its width rather than being a box pushed along.
  return (
    <p className={`typing-banner ${className}`.trim()}>
      {lead && <span className="typing-banner__lead">{lead} </span>}
      <span className="visually-hidden" aria-live="off">
        {word}
      </span>
      <span className="typing-banner__slot" aria-hidden="true">
        {animate &&
          words.map((each) => (
            <span key={each} className="typing-banner__room">
              {each}
            </span>
          ))}
        <span className={animate ? 'typing-banner__word typing-banner__word--typing' : 'typing-banner__word'} aria-hidden="true" data-testid="typing-text">
          {shown}
        </span>
      </span>
    </p>
  );
}
