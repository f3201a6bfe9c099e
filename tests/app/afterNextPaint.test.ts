// Work that changes nothing on screen waits for the next paint, and never waits forever for one.
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../machines/afterNextPaint.ts';

/** Whether `promise` has settled by the time the tasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterNextPaint', () => {
  it('resolves after the next frame is rendered, not before', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const painted = afterNextPaint();
    expect(await settled(painted), 'before the frame').toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(await settled(painted), 'after the frame').toBe(true);
    vi.useRealTimers();
  });

  it('resolves after a while where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1); // never calls back
    const painted = afterNextPaint(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    vi.useRealTimers();
  });

  it('resolves where there is no requestAnimationFrame at all', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const painted = afterNextPaint(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(painted)).toBe(true);
    vi.useRealTimers();
  });
});
