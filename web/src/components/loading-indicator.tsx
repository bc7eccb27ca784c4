// The loading indicator: the logo with a spinner around it.
import { messages } from '@/lib/i18n';
import { mediaUrl } from '@/config/env';
import './loading-indicator.css';

export function LoadingIndicator({ label = messages.LOADING }: { label?: string }) {
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <img className="loading-indicator__logo" src={mediaUrl('logo.svg')} alt="" width="48" height="48" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
