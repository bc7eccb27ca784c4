// The frame of every about page: the page header, the content and the about side menu beside it
// (stacked under the content on narrow screens).
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '@/components/page-header';
import { AboutSideMenu } from './about-side-menu';
import './about-layout.css';

interface AboutLayoutProps {
  title: string;
  subtitle?: string;
  /** The whole breadcrumb (`pageCrumbs`). */
  crumbs: Crumb[];
  children: ReactNode;
}

export function AboutLayout({ title, subtitle, crumbs, children }: AboutLayoutProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} crumbs={crumbs} />
      <div className="container about-layout">
        <div className="about-layout__content prose">{children}</div>
        <aside className="about-layout__aside">
          <AboutSideMenu />
        </aside>
      </div>
    </>
  );
}
