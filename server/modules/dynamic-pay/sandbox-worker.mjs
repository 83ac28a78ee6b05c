// The pay-script sandbox's worker thread (sandbox.ts starts it). Plain JavaScript: a worker thread
// does not inherit tsx's loader on Node 20, and this file must start the same way under `npm start`
// and under the tests.
//
// Each job runs in a NEW QuickJS runtime and context with a memory limit, a stack limit and an
// interrupt handler that stops it at its deadline. The context gets no host function at all: no
// console, no timers, no fetch, no require, no module loader (so `import` fails); the only thing
// that crosses in is the input JSON as a string, and the only thing that crosses out is the JSON
// string the script's `pay(input)` returned. The worker itself has no part in the server's event
// loop: a run that ignored its deadline is ended by the server terminating this thread.
import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModule, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

/**
 * This thread's own QuickJS WebAssembly module. A run that hit a limit (out of memory, interrupted,
 * stack overflow) may leave the module's memory inconsistent, so the next run gets a new module:
 * a few milliseconds, paid only after a failure.
 */
let quickjs = newQuickJSWASMModule();
let tainted = false;

/** Calls the script's `pay` with the input and answers a JSON string, bounded in size. */
const epilogue = `(function () {
  if (typeof pay !== 'function') throw new TypeError('the script must define function pay(input)');
  const answer = pay(JSON.parse(globalThis.__payInput));
  if (answer !== null && typeof answer === 'object' && typeof answer.then === 'function') throw new TypeError('pay(input) must return the instructions, not a promise');
  const text = JSON.stringify(answer);
  if (typeof text !== 'string') throw new TypeError('pay(input) must return an object');
  if (text.length > __payOutputMax) throw new RangeError('the answer is larger than ' + __payOutputMax + ' characters');
  return text;
})()`;

/** An error as one line: its name and message (a QuickJS error dumps as an object). */
function describe(vm, handle) {
  try {
    const e = vm.dump(handle);
    if (e && typeof e === 'object') return `${e.name ?? 'Error'}: ${e.message ?? String(e)}`.slice(0, 1000);
    return String(e).slice(0, 1000);
  } catch {
    return 'Error: the script failed';
  }
}

function run(module, job) {
  const started = performance.now();
  const runtime = module.newRuntime();
  let vm;
  try {
    runtime.setMemoryLimit(job.memoryBytes);
    runtime.setMaxStackSize(job.stackBytes);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.timeMs));
    vm = runtime.newContext();
    const input = vm.newString(job.inputJson);
    vm.setProp(vm.global, '__payInput', input);
    input.dispose();
    const max = vm.newNumber(job.outputMax);
    vm.setProp(vm.global, '__payOutputMax', max);
    max.dispose();
    for (const [code, filename] of [
      [job.source, 'pay-script.js'],
      [epilogue, 'pay.js'],
    ]) {
      const result = vm.evalCode(code, filename, { type: 'global', strict: true });
      if (result.error) {
        const error = describe(vm, result.error);
        if (error.startsWith('InternalError') || error.startsWith('RangeError')) tainted = true;
        else result.error.dispose();
        return { ok: false, error: timedOut(started, job) ? `${error} (time limit ${job.timeMs} ms)` : error };
      }
      if (filename === 'pay.js') {
        const text = vm.typeof(result.value) === 'string' ? vm.getString(result.value) : null;
        result.value.dispose();
        return text === null
          ? { ok: false, error: 'TypeError: pay(input) must return an object' }
          : { ok: true, output: text };
      }
      result.value.dispose();
    }
    return { ok: false, error: 'Error: the script did not answer' };
  } catch (e) {
    // Out of memory while the host copied something, or the runtime gave up: a failed run.
    tainted = true;
    return { ok: false, error: `InternalError: ${e instanceof Error ? e.message : String(e)}`.slice(0, 1000) };
  } finally {
    if (!tainted) {
      try {
        vm?.dispose();
        runtime.dispose();
      } catch {
        tainted = true;
      }
    }
  }
}

function timedOut(started, job) {
  return performance.now() - started >= job.timeMs;
}

parentPort?.on('message', async (job) => {
  const module = await quickjs;
  const started = performance.now();
  const outcome = run(module, job);
  parentPort?.postMessage({ id: job.id, ...outcome, durationMs: Math.round(performance.now() - started) });
  // The server sends the next job only after this answer; it waits for the new module here.
  if (tainted) {
    tainted = false;
    quickjs = newQuickJSWASMModule();
  }
});
await quickjs;
parentPort?.postMessage({ ready: true });
