// Work that changes nothing on screen waits until the next frame is on screen, and never waits forever.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/schedule.ts';

/** The frame callbacks the page asked for: the test draws the frame by calling them. */
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  // Only the timers: requestAnimationFrame is the test's own, to draw the frame exactly when it says.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
});

/** Tracks whether `promise` has settled. */
function watch(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

const microtasks = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('afterNextPaint', () => {
  it('resolves in a task after the next frame: not before it, not inside it', async () => {
    const settled = watch(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(settled(), 'before the frame').toBe(false);
    expect(frames, 'one frame asked for').toHaveLength(1);
    frames[0]?.(16);
    await microtasks();
    expect(settled(), 'inside the frame').toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled(), 'after it').toBe(true);
    expect(vi.getTimerCount(), 'timers left behind').toBe(0);
  });

  it('resolves at once in a hidden tab, which draws no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const settled = watch(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
    expect(frames).toEqual([]);
  });

  it('resolves after a while if the frame never comes (the tab was hidden meanwhile)', async () => {
    const settled = watch(afterNextPaint(1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('resolves where there is no requestAnimationFrame at all', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const settled = watch(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('aborted, never resolves, and leaves no timer or frame of its own', async () => {
    const cancelled: number[] = [];
    vi.stubGlobal('cancelAnimationFrame', (id: number) => cancelled.push(id));
    const waiting = new AbortController();
    const settled = watch(afterNextPaint(1000, waiting.signal));
    waiting.abort();
    expect(vi.getTimerCount(), 'timers left behind').toBe(0);
    expect(cancelled).toEqual([1]);
    frames[0]?.(16); // a frame the browser had already queued
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled()).toBe(false);
    expect(watch(afterNextPaint(1000, waiting.signal))()).toBe(false);
    expect(frames).toHaveLength(1);
  });
});
