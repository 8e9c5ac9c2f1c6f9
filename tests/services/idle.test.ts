import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/services/idle.ts';
import { ruleIt } from '../spec/ruleIt';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  ruleIt('[const.prefetch-timeout] waits for an idle moment, at most 2000 ms', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const task = vi.fn();
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), runs the task after the 2000 ms time-out', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {});
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('a failing task is logged, not thrown into the idle callback', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    whenIdle(() => {
      throw new Error('chunk failed');
    }, {});
    vi.advanceTimersByTime(2000);
    expect(error).toHaveBeenCalled();
  });
});
