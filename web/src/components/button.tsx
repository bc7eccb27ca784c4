// Buttons in the dark style (#163653, white text) and the light style (#7ABAF7, #163653 text).
// A link button can open in a new tab, announced to screen readers.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@/lib/router';
import { words } from '@/components/words';
import './button.css';

export type ButtonTone = 'dark' | 'light';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  tone?: ButtonTone;
  newTab?: boolean;
}

/** A link styled as a button; internal paths use the router, others a plain anchor. */
export function LinkButton({ to, children, tone = 'dark', newTab = false }: LinkButtonProps) {
  const className = `button button--${tone}`;
  const external = /^https?:\/\//.test(to);
  if (newTab || external) {
    return (
      <a className={className} href={to} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {children}
        {newTab && <span className="visually-hidden"> {words.opensInNewTab}</span>}
      </a>
    );
  }
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

/** A real button (forms, toggles). */
export function Button({ tone = 'dark', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone }) {
  return <button className={`button button--${tone}${className ? ` ${className}` : ''}`} {...rest} />;
}
