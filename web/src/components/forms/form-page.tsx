// The page of a lead form (write us, help message, advisory request, loan request): the page
// header, then the page's content behind the splash loader for SPLASH_LOADER_MS on first display
// (as on the old site, whose forms show a splash loader for 2 seconds on first load). Every form
// page is built on this, so none can miss the splash.
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '@/components/page-header';
import { SplashLoader } from './splash-loader';

interface FormPageProps {
  title: string;
  crumbs: Crumb[];
  /** The class of the page's container, beside `container`. */
  className: string;
  children: ReactNode;
}

export function FormPage({ title, crumbs, className, children }: FormPageProps) {
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className={`container ${className}`}>
        <SplashLoader>{children}</SplashLoader>
      </div>
    </>
  );
}
