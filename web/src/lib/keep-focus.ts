// The app replaces the server's markup with its own (app/start.tsx). A keyboard visitor may have
// moved the focus into the server's page before that (a first Tab starts the app): the element
// they were on is then gone, and the focus would fall back to the document's start. This finds
// the same element in the app's markup (by id, else the link to the same address with the same
// text, else the control with the same name or label) and puts the focus back on it; failing
// that, on the page's `<main>` when it was in the server's.

/** What identifies a focused element across the two markups. */
interface Focused {
  id: string;
  tag: string;
  href: string | null;
  name: string | null;
  label: string | null;
  text: string;
  inMain: boolean;
}

const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();

/**
 * Follows the focus inside `root` from now on; the function returned, called once the app's markup
 * has replaced the server's, puts the focus on the twin of the last element focused there, if that
 * element is gone and the focus fell back to the document.
 */
export function keepFocus(root: HTMLElement): () => void {
  const active = document.activeElement;
  let last = active instanceof HTMLElement && active !== root && root.contains(active) ? active : null;
  const follow = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== root) last = event.target;
  };
  root.addEventListener('focusin', follow, true);
  return () => {
    root.removeEventListener('focusin', follow, true);
    // Still in the document (not replaced), or the visitor has moved on: leave the focus alone.
    if (!last || last.isConnected) return;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const focused: Focused = {
      id: last.id,
      tag: last.tagName,
      href: last.getAttribute('href'),
      name: last.getAttribute('name'),
      label: last.getAttribute('aria-label'),
      text: text(last),
      inMain: last.closest('main') !== null,
    };
    const main = focused.inMain ? root.querySelector<HTMLElement>('main[tabindex]') : null;
    (twin(root, focused) ?? main)?.focus({ preventScroll: true });
  };
}

function twin(root: HTMLElement, focused: Focused): HTMLElement | undefined {
  if (focused.id) {
    const byId = document.getElementById(focused.id);
    if (byId && root.contains(byId)) return byId;
  }
  const candidates = [...root.querySelectorAll<HTMLElement>(focused.tag)];
  if (focused.href !== null) return candidates.find((element) => element.getAttribute('href') === focused.href && text(element) === focused.text);
  if (focused.name !== null) return candidates.find((element) => element.getAttribute('name') === focused.name);
  if (focused.label !== null) return candidates.find((element) => element.getAttribute('aria-label') === focused.label);
  return candidates.find((element) => text(element) === focused.text && focused.text !== '');
}
