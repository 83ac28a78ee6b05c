import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, startSteps } from '../../../server/lib/start-steps.ts';

/** A stdout stand-in that keeps what was written. */
function output(isTTY: boolean) {
  const written: string[] = [];
  const out = { isTTY, write: (s: string) => written.push(s) > 0 } as unknown as NodeJS.WriteStream;
  return { out, text: () => written.join('') };
}

describe('the start prints one line a step', () => {
  it('writes each step once, finished, with what it did and how long it took', async () => {
    const { out, text } = output(false);
    let t = 0;
    const steps = startSteps(3, out, () => t);
    steps.note('Install check', 'Node 20.19.0, dependencies installed');
    await steps.step('Building the app', async () => {
      t += 74_000;
    });
    await steps.step(
      'Demo data',
      async () => {
        t += 12_300;
        return true;
      },
      (seeded) => (seeded ? '24,000 orders seeded' : 'already there'),
    );
    expect(text().split('\n')).toEqual([
      '[1/3] Install check: Node 20.19.0, dependencies installed',
      '[2/3] Building the app… done in 74 s',
      '[3/3] Demo data… 24,000 orders seeded, done in 12 s',
      '',
    ]);
  });

  it('says which step failed', async () => {
    const { out, text } = output(false);
    const steps = startSteps(1, out, () => 0);
    await expect(steps.step('Opening the database', () => Promise.reject(new Error('no database')))).rejects.toThrow(
      'no database',
    );
    expect(text()).toBe('[1/1] Opening the database… failed after 0.0 s\n');
  });

  it('refuses a Node older than 20.19 in words', () => {
    expect(nodeVersionProblem('20.19.0')).toBeNull();
    expect(nodeVersionProblem('22.1.0')).toBeNull();
    expect(nodeVersionProblem('18.20.4')).toMatch(/Node 18\.20\.4 is too old: use Node 20\.19/);
  });
});
