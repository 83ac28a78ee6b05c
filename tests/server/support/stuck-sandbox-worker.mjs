// A pay-script sandbox worker that takes a job and never answers (tests/server/dynamic-pay-sandbox.test.ts):
// what a worker caught in a long native call looks like from the server, without depending on how long that call takes.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', () => {
  for (;;) {
    // stuck for good
  }
});
