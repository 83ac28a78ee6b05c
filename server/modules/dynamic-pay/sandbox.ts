import { Worker } from 'node:worker_threads';
import { sandboxRuns } from '../../lib/metrics.ts';

/** Limits of one run (docs/decisions/078-dynamic-pay.md). */
export interface SandboxLimits {
  /** QuickJS heap of the run. */
  memoryBytes: number;
  /** QuickJS stack of the run: a runaway recursion ends as a RangeError, not a crash. */
  stackBytes: number;
  /** The interrupt handler stops the script at this deadline. */
  timeMs: number;
  /** Most characters of the JSON answer. */
  outputMax: number;
}

export const defaultLimits: SandboxLimits = {
  memoryBytes: 8 * 1024 * 1024,
  stackBytes: 256 * 1024,
  timeMs: 500,
  outputMax: 16_384,
};

/**
 * The worker is ended when a run outlives its deadline by this much: the interrupt handler stops
 * any script that runs QuickJS code, so only a run stuck where the handler is not asked (a host
 * copy of a huge value) ever gets here.
 */
const watchdogGraceMs = 1_500;
/** A worker's start (loading the QuickJS WebAssembly) may take this long on a busy machine. */
const startTimeoutMs = 15_000;

export type SandboxOutcome =
  { ok: true; output: string; durationMs: number } | { ok: false; error: string; durationMs: number };

interface Job {
  id: number;
  source: string;
  inputJson: string;
  limits: SandboxLimits;
  resolve: (o: SandboxOutcome) => void;
  started: number;
}

interface WorkerAnswer {
  id?: number;
  ready?: boolean;
  restart?: boolean;
  ok?: boolean;
  output?: string;
  error?: string;
  durationMs?: number;
}

/**
 * Runs pay scripts one at a time on one worker thread, off the server's event loop. The queue is
 * in this thread; the worker gets one job at a time, and a watchdog terminates it (and starts a new
 * one for the jobs behind) when a job outlives its deadline. Never throws: every failure, the
 * worker's included, is a failed run.
 */
export class Sandbox {
  private worker: Worker | null = null;
  private ready = false;
  private queue: Job[] = [];
  private current: Job | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private nextId = 1;
  private replaceAfterJob = false;
  /** How many workers were terminated by the watchdog or died (tests read it). */
  restarts = 0;

  /** Runs waiting or running here: the pool sends a product elsewhere when another one's are here. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }
  private readonly workerUrl: URL;

  /** `workerUrl`: the worker's module; a test gives one that never answers, to reach the watchdog. */
  constructor(workerUrl: URL = new URL('./sandbox-worker.mjs', import.meta.url)) {
    this.workerUrl = workerUrl;
  }

  run(source: string, input: unknown, limits: SandboxLimits = defaultLimits): Promise<SandboxOutcome> {
    return new Promise<SandboxOutcome>((settle) => {
      const resolve = (o: SandboxOutcome) => {
        // The watchdog's and QuickJS's own deadline both say "interrupted".
        sandboxRuns.inc({ result: o.ok ? 'ok' : /interrupted/i.test(o.error) ? 'timeout' : 'error' });
        settle(o);
      };
      this.queue.push({
        id: this.nextId++,
        source,
        inputJson: JSON.stringify(input),
        limits,
        resolve,
        started: performance.now(),
      });
      this.pump();
    });
  }

  /** Ends the worker; the next run starts a new one. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.ready = false;
    if (this.current) this.finish({ ok: false, error: 'Error: the sandbox was closed', durationMs: 0 });
    for (const job of this.queue.splice(0))
      job.resolve({ ok: false, error: 'Error: the sandbox was closed', durationMs: 0 });
    if (w) await w.terminate();
  }

  private start(): void {
    const w = new Worker(this.workerUrl, {
      // The worker's own JavaScript heap (QuickJS's memory is bounded by setMemoryLimit inside it).
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
      // Nothing of the server's environment crosses over.
      env: {},
      stdout: false,
      stderr: false,
    });
    w.unref();
    this.worker = w;
    this.ready = false;
    w.on('message', (m: WorkerAnswer) => this.onAnswer(w, m));
    w.on('error', (err) => this.onDeath(w, `Error: the sandbox stopped (${err.message})`));
    w.on('exit', () => this.onDeath(w, 'Error: the sandbox stopped'));
    this.arm(startTimeoutMs);
  }

  private onAnswer(w: Worker, m: WorkerAnswer): void {
    if (w !== this.worker) return;
    if (m.ready) {
      this.ready = true;
      this.disarm();
      this.pump();
      return;
    }
    if (m.restart) {
      this.replaceAfterJob = true;
      return;
    }
    if (!this.current || m.id !== this.current.id) return;
    const durationMs = m.durationMs ?? Math.round(performance.now() - this.current.started);
    this.finish(
      m.ok && typeof m.output === 'string'
        ? { ok: true, output: m.output, durationMs }
        : { ok: false, error: m.error ?? 'Error: the script failed', durationMs },
    );
    if (this.replaceAfterJob) this.replace();
    this.pump();
  }

  private onDeath(w: Worker, error: string): void {
    if (w !== this.worker) return;
    this.worker = null;
    this.ready = false;
    this.restarts++;
    if (this.current)
      this.finish({ ok: false, error, durationMs: Math.round(performance.now() - this.current.started) });
    this.pump();
  }

  private finish(outcome: SandboxOutcome): void {
    this.disarm();
    const job = this.current;
    this.current = null;
    job?.resolve(outcome);
  }

  /** The worker is not trusted any more: a new one serves the next job. */
  private replace(): void {
    const w = this.worker;
    this.worker = null;
    this.ready = false;
    this.replaceAfterJob = false;
    this.restarts++;
    void w?.terminate();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    if (!this.worker) this.start();
    if (!this.ready) return;
    const job = this.queue.shift()!;
    this.current = job;
    job.started = performance.now();
    const { id, source, inputJson, limits } = job;
    this.worker!.postMessage({ id, source, inputJson, ...limits });
    this.arm(limits.timeMs + watchdogGraceMs);
  }

  private arm(ms: number): void {
    this.disarm();
    this.watchdog = setTimeout(() => this.onWatchdog(), ms);
    this.watchdog.unref();
  }

  private disarm(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** A job past its deadline and grace, or a worker that never started: terminated. */
  private onWatchdog(): void {
    const job = this.current;
    const w = this.worker;
    this.worker = null;
    this.ready = false;
    this.restarts++;
    void w?.terminate();
    if (job) {
      this.finish({
        ok: false,
        error: `InternalError: interrupted (the sandbox was stopped after ${job.limits.timeMs + watchdogGraceMs} ms)`,
        durationMs: Math.round(performance.now() - job.started),
      });
    } else {
      // The worker never said it was ready: the first job waiting fails rather than waiting forever.
      this.disarm();
      this.queue.shift()?.resolve({ ok: false, error: 'Error: the sandbox did not start', durationMs: startTimeoutMs });
    }
    this.pump();
  }
}
