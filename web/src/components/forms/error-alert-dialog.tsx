// The alert shown when a request itself fails (network error, server error): titled ERROR_ALERT_TITLE,
// with no detail (spec §8). A modal alert dialog: focus moves into it, Tab stays inside, Escape
// or the button closes it; the form keeps its values.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ERROR_ALERT_TITLE } from '@bindings';
import '@/components/button.css';
import './forms.css';

export function ErrorAlertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // The close button is the only control: keep focus on it.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };
  return (
    <div className="alert-dialog__backdrop">
      <div className="alert-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 className="alert-dialog__title" id={titleId}>
          {ERROR_ALERT_TITLE}
        </h2>
        <button ref={closeRef} type="button" className="button button--dark" onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}
