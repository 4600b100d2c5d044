import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('a value that waits for typing to pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the last settled value while it changes faster than the delay, then takes the newest', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    for (const typed of ['p', 'pi', 'pik', 'pika']) {
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(200));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('pika');
  });
});
