// The blocks of a legal page's prose, drawn from its words: paragraphs and bulleted lists. A page's
// View places them; its words (English or French) only fill them. The texts are static, so an
// index is a stable key.
import type { ReactNode } from 'react';

/** Each text its own paragraph. */
export function Paragraphs({ texts }: { texts: readonly ReactNode[] }) {
  return texts.map((text, index) => <p key={index}>{text}</p>);
}

/** A bulleted list, an item per text. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
