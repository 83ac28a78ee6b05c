// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An AudioContext as browsers start it before a tap: suspended until resume() after an activation. */
class FakeAudioContext {
  static resumes = 0;
  state: 'suspended' | 'running' = 'suspended';
  resume(): Promise<void> {
    FakeAudioContext.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeAudioContext.resumes = 0;
});

describe('the alert sound', () => {
  it('starts its audio on the first tap after a load, and stops listening once it runs', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { unlockSoundOnFirstTap } = await import('../../../src/features/live/sound.ts');
    const stop = unlockSoundOnFirstTap();
    expect(FakeAudioContext.resumes).toBe(0);
    window.dispatchEvent(new Event('pointerup'));
    await Promise.resolve();
    await Promise.resolve();
    expect(FakeAudioContext.resumes).toBe(1);
    window.dispatchEvent(new Event('touchend'));
    window.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.resumes).toBe(1);
    stop();
  });

  it('keeps listening while no tap has come', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { unlockSoundOnFirstTap } = await import('../../../src/features/live/sound.ts');
    const stop = unlockSoundOnFirstTap();
    window.dispatchEvent(new Event('scroll'));
    expect(FakeAudioContext.resumes).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    expect(FakeAudioContext.resumes).toBe(1);
    stop();
  });
});
