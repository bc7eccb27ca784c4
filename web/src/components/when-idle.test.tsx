// @vitest-environment jsdom
// The app's start in turns: parts below the first screen are mounted one at a time, in the order
// they asked, each in an idle moment; one gone before its turn gives it up; once all are in (the
// start is over) a new part renders at once, and without requestIdleCallback everything does.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTurns, TURN_TIMEOUT_MS } from '@/lib/idle-turns';
import { WhenIdle } from './when-idle';

/** requestIdleCallback whose callbacks the test runs, one idle moment at a time. */
function stubIdle() {
  const pending: { callback: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    pending.push({ callback, options });
    return pending.length;
  });
  return {
    pending,
    /** One idle moment: the oldest waiting callback runs. */
    idle: async () => {
      const next = pending.shift();
      if (!next) throw new Error('nothing waits for an idle moment');
      await act(async () => {
        next.callback({ didTimeout: false, timeRemaining: () => 10 });
        await Promise.resolve();
      });
    },
  };
}

const parts = () => screen.queryAllByTestId('part').map((part) => part.textContent);

beforeEach(() => {
  resetTurns();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetTurns();
});

describe('WhenIdle', () => {
  it('mounts the parts one at a time, in order, each in an idle moment', async () => {
    const { pending, idle } = stubIdle();
    render(
      <>
        <p data-testid="part">first screen</p>
        {['one', 'two', 'three'].map((name) => (
          <WhenIdle key={name}>
            <p data-testid="part">{name}</p>
          </WhenIdle>
        ))}
      </>,
    );
    expect(parts()).toEqual(['first screen']);
    // Only the first part waits for the browser; the next asks once the one before is in.
    expect(pending).toHaveLength(1);
    expect(pending[0]?.options).toEqual({ timeout: TURN_TIMEOUT_MS });
    await idle();
    expect(parts()).toEqual(['first screen', 'one']);
    expect(pending).toHaveLength(1);
    await idle();
    await idle();
    expect(parts()).toEqual(['first screen', 'one', 'two', 'three']);
    expect(pending).toHaveLength(0);
  });

  it('lets a part gone before its turn give it up, and renders later parts at once once the start is over', async () => {
    const { pending, idle } = stubIdle();
    const page = (withSecond: boolean) => (
      <>
        <WhenIdle>
          <p data-testid="part">one</p>
        </WhenIdle>
        {withSecond && (
          <WhenIdle>
            <p data-testid="part">two</p>
          </WhenIdle>
        )}
        <WhenIdle>
          <p data-testid="part">three</p>
        </WhenIdle>
      </>
    );
    const { rerender } = render(page(true));
    rerender(page(false));
    await idle();
    await idle();
    expect(parts()).toEqual(['one', 'three']);
    expect(pending).toHaveLength(0);
    // The start is over: a new page's parts are there at once.
    rerender(
      <WhenIdle>
        <p data-testid="part">next page</p>
      </WhenIdle>,
    );
    expect(parts()).toEqual(['next page']);
  });

  it('passes the turn on when a part leaves while its idle moment is coming, so the parts after it still come', async () => {
    const { pending, idle } = stubIdle();
    const page = (withFirst: boolean) => (
      <>
        {withFirst && (
          <WhenIdle>
            <p data-testid="part">home section</p>
          </WhenIdle>
        )}
        <WhenIdle>
          <p data-testid="part">footer</p>
        </WhenIdle>
      </>
    );
    const { rerender } = render(page(true));
    // The first part's idle moment is asked for; the visitor navigates before it comes.
    expect(pending).toHaveLength(1);
    rerender(page(false));
    await idle();
    expect(parts()).toEqual([]);
    await idle();
    expect(parts()).toEqual(['footer']);
    expect(pending).toHaveLength(0);
  });

  it('renders at once where the browser cannot wait for idle time', () => {
    render(
      <WhenIdle>
        <p data-testid="part">now</p>
      </WhenIdle>,
    );
    expect(parts()).toEqual(['now']);
  });
});
