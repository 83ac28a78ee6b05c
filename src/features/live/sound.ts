let context: AudioContext | null = null;

/** The events that count as the person's activation of the page, after which audio may start. */
const activationEvents = ['pointerup', 'touchend', 'keydown', 'click'] as const;

/**
 * Starts the audio context on the first tap or key after a load, so the first new-order alert has
 * its sound even when it arrives before the person touched anything else: browsers start audio
 * only from such an event. Listens until the context runs; returns the cleanup.
 */
export function unlockSoundOnFirstTap(): () => void {
  const stop = () => activationEvents.forEach((type) => removeEventListener(type, unlock, true));
  function unlock() {
    try {
      context ??= new AudioContext();
      if (context.state === 'running') return stop();
      void context
        .resume()
        .then(() => context?.state === 'running' && stop())
        .catch(() => undefined);
    } catch {
      // No Web Audio: the notification alone.
      stop();
    }
  }
  activationEvents.forEach((type) => addEventListener(type, unlock, true));
  return stop;
}

/**
 * The new-order sound: two short tones made with Web Audio (the project ships no sound file).
 * Browsers allow audio only after the person has touched the page (unlockSoundOnFirstTap); before
 * that it stays silent and the system notification's own sound does the job.
 */
export function playNoticeSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.25, 1175],
    ] as const) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      osc.connect(gain).connect(context.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.22);
    }
  } catch {
    // No Web Audio: the notification alone.
  }
}
