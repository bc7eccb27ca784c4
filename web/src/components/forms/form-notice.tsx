// The form's banner: the first validation message or the success message, announced
// (role="alert") and hidden again by `useLeadForm` after NOTICE_HIDE_MS.
import type { Ref } from 'react';
import type { Notice } from './lead-form-state';
import './forms.css';

export function FormNotice({ notice, id, noticeRef }: { notice: Notice | null; id: string; noticeRef?: Ref<HTMLDivElement> }) {
  if (!notice) return null;
  return (
    <div
      key={notice.serial}
      id={id}
      ref={noticeRef}
      role="alert"
      tabIndex={-1}
      className={`form-notice form-notice--${notice.tone}`}
      data-tone={notice.tone}
    >
      {notice.message}
    </div>
  );
}
