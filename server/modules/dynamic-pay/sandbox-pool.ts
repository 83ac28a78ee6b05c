import { defaultLimits, Sandbox, type SandboxLimits, type SandboxOutcome } from './sandbox.ts';

/**
 * Several sandboxes, each one worker thread running one script at a time (decision 078). A product's
 * runs go to one worker while it has runs waiting there (its home), so they keep their order and a
 * script spinning to its time limit queues behind itself only; a product without waiting runs takes
 * the worker with the fewest, so the other products pass a slow one.
 */
export class SandboxPool {
  readonly sandboxes: Sandbox[];
  private readonly homes = new Map<number, Sandbox>();

  constructor(size: number, workerUrl?: URL) {
    this.sandboxes = Array.from({ length: Math.max(1, size) }, () => new Sandbox(workerUrl));
  }

  /** The worker a product's next run goes to (tests read it). */
  homeOf(productId: number): Sandbox {
    const home = this.homes.get(productId);
    if (home && home.load > 0) return home;
    // Fewest runs waiting; on a tie the one no other product calls home.
    const taken = new Set(this.homes.values());
    return this.sandboxes.reduce((best, s) =>
      s.load < best.load || (s.load === best.load && taken.has(best) && !taken.has(s)) ? s : best,
    );
  }

  async run(
    productId: number,
    source: string,
    input: unknown,
    limits: SandboxLimits = defaultLimits,
  ): Promise<SandboxOutcome> {
    const sandbox = this.homeOf(productId);
    this.homes.set(productId, sandbox);
    try {
      return await sandbox.run(source, input, limits);
    } finally {
      if (sandbox.load === 0 && this.homes.get(productId) === sandbox) this.homes.delete(productId);
    }
  }

  async close(): Promise<void> {
    this.homes.clear();
    await Promise.all(this.sandboxes.map((s) => s.close()));
  }
}

let shared: SandboxPool | null = null;

/** The server's pool, sized by SANDBOX_WORKERS at the first app built (workers start on first use). */
export function sharedSandboxPool(size = 2): SandboxPool {
  shared ??= new SandboxPool(size);
  return shared;
}
