// @vitest-environment jsdom
// useApi(load, deps): one request per distinct dependency list (as an effect), the response's
// data, and the earlier request aborted when a dependency changes.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApi } from './use-api';

describe('useApi', () => {
  it('loads once for the same dependencies, again when one changes, aborting the earlier request', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((id: string, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(`page ${id}`);
    });
    const { result, rerender } = renderHook(({ id }) => useApi((signal) => load(id, signal), [id]), { initialProps: { id: 'a' } });
    expect(result.current).toEqual({ data: undefined, error: undefined, loading: true });
    await waitFor(() => {
      expect(result.current).toEqual({ data: 'page a', error: undefined, loading: false });
    });

    // A new `load` each render, the same dependencies: no new request.
    rerender({ id: 'a' });
    expect(load).toHaveBeenCalledTimes(1);

    rerender({ id: 'b' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('b', expect.any(AbortSignal));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => {
      expect(result.current.data).toBe('page b');
    });
  });

  it('keeps the error of a failed request, but not of an aborted one', async () => {
    const failure = new Error('offline');
    const { result, rerender, unmount } = renderHook(({ id }) => useApi(() => (id === 'bad' ? Promise.reject(failure) : new Promise<never>(() => undefined)), [id]), {
      initialProps: { id: 'bad' },
    });
    await waitFor(() => {
      expect(result.current).toEqual({ data: undefined, error: failure, loading: false });
    });
    rerender({ id: 'slow' });
    expect(result.current).toEqual({ data: undefined, error: undefined, loading: true });
    act(() => {
      unmount();
    });
  });
});
