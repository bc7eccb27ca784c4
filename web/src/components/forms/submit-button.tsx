// A form's submit button: disabled and aria-busy while the form is being checked or sent, so a
// submission cannot be posted twice.
import type { ReactNode, Ref } from 'react';
import { messages } from '@/lib/i18n';
import '@/components/button.css';

export function SubmitButton({ busy, children, buttonRef }: { busy: boolean; children: ReactNode; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={buttonRef} type="submit" disabled={busy} aria-busy={busy} className="button button--dark form-submit">
      {busy ? messages.SUBMITTING : children}
    </button>
  );
}
