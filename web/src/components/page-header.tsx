// A page's title block: the heading (the page's one h1), an optional subheading and the
// breadcrumb trail (e.g. about us > what we do). Also sets the document title.
import { Link } from '@/lib/router';
import { usePageTitle } from '@/lib/use-page-title';
import { words } from '@/components/words';
import './page-header.css';

export interface Crumb {
  label: string;
  to?: string;
}

export function PageHeader({ title, subtitle, crumbs = [] }: { title: string; subtitle?: string; crumbs?: Crumb[] }) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <div className="container">
        {crumbs.length > 0 && (
          <nav aria-label={words.breadcrumb}>
            <ol className="page-header__crumbs">
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`}>
                  {crumb.to && index < crumbs.length - 1 ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1>{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
