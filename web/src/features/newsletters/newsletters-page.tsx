// Services > Articles and tools > Newsletters and economic letter. Newsletters load in batches of
// NEWSLETTER_BATCH_SIZE; DISCOVER_MORE appends the next batch (hidden while loading, when
// LOADING shows, and once no batch is left).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Newsletter } from '@bindings';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { getNewsletters } from './api/get-newsletters';
import { NewsletterCard } from './components/newsletter-card';
import { messages, pageWords } from '@/lib/i18n';
import './newsletters.css';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

interface ListState {
  items: Newsletter[];
  lastId: string | null;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
}

export default function NewslettersPage() {
  const [list, setList] = useState<ListState>({ items: [], lastId: null, hasNext: false, loading: true, failed: false });
  const controller = useRef<AbortController | null>(null);
  const firstNew = useRef<string | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());

  const load = useCallback((lastId: string | null) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setList((state) => ({ ...state, loading: true, failed: false }));
    getNewsletters(lastId, current.signal).then(
      (page) => {
        setList((state) => {
          const known = new Set(state.items.map((item) => item._id));
          const fresh = page.foundNewsLetters.filter((item) => !known.has(item._id));
          firstNew.current = lastId === null ? null : (fresh[0]?._id ?? null);
          return {
            items: [...state.items, ...fresh],
            lastId: page.lastNewsLetterId ?? state.lastId,
            hasNext: page.isNextAvailable && page.lastNewsLetterId !== null,
            loading: false,
            failed: false,
          };
        });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        console.error('The newsletters could not be loaded', error);
        setList((state) => ({ ...state, loading: false, failed: true }));
      },
    );
  }, []);

  useEffect(() => {
    load(null);
    return () => controller.current?.abort();
  }, [load]);

  // After DISCOVER_MORE, focus moves to the first new newsletter (the button went away).
  useEffect(() => {
    if (list.loading || firstNew.current === null) return;
    headings.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [list.loading]);

  return (
    <>
      <PageHeader
        title={pageWords('newsletters').title}
        crumbs={pageCrumbs('newsletters')}
      />
      <div className="container newsletters">
        <p className="newsletters__intro">{words.intro}</p>
        {list.items.length > 0 && (
          <ul className="newsletters__list">
            {list.items.map((newsletter) => (
              <li key={newsletter._id}>
                <NewsletterCard
                  newsletter={newsletter}
                  headingRef={(element) => {
                    if (element) headings.current.set(newsletter._id, element);
                    else headings.current.delete(newsletter._id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {list.loading ? (
          <div className="newsletters__loading">
            <LoadingIndicator />
            <p aria-hidden="true">{messages.LOADING}</p>
          </div>
        ) : list.failed ? (
          <div className="newsletters__failed" role="alert">
            <p>{words.listFailed}</p>
            <button
              type="button"
              className="button button--light"
              onClick={() => {
                load(list.lastId);
              }}
            >
              {words.tryAgain}
            </button>
          </div>
        ) : (
          list.hasNext && (
            <button
              type="button"
              className="button button--dark newsletters__more"
              onClick={() => {
                load(list.lastId);
              }}
            >
              {messages.DISCOVER_MORE}
            </button>
          )
        )}
      </div>
    </>
  );
}
