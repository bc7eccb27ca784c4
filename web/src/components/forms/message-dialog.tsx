// The forms' modal dialog. Its default message is MESSAGE_SAVED (the old site's default modal
// message): the contact and message forms show it once a submission is stored. The Error alert (as
// on the old site, a failed post gives an alert titled ERROR_ALERT_TITLE with no detail) is the
// same dialog with that title and nothing more. Focus moves into the dialog, Tab stays inside,
// Escape or the button closes it; the form keeps its values.
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { messages } from '@/lib/i18n';
import { words } from './words';
import '@/components/button.css';
import './forms.css';

interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  message?: string;
  tone?: 'success' | 'error';
}

export function MessageDialog({ open, onClose, message = messages.MESSAGE_SAVED, tone = 'success' }: MessageDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);
  // Before the browser paints: Escape is handled inside the dialog, so focus must be there from
  // the moment it can be seen (a key pressed at once would otherwise reach the page behind).
  useLayoutEffect(() => {
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
        <h2 className={`alert-dialog__title alert-dialog__title--${tone}`} id={titleId}>
          {message}
        </h2>
        <button ref={closeRef} type="button" className="button button--dark" onClick={onClose}>
          {words.ok}
        </button>
      </div>
    </div>
  );
}

/** The alert shown when a request itself fails (network error, server error). */
export function ErrorAlertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <MessageDialog open={open} onClose={onClose} message={messages.ERROR_ALERT_TITLE} tone="error" />;
}
