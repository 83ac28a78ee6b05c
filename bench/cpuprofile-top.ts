// `node --import tsx bench/cpuprofile-top.ts <file.cpuprofile> [rows]`: the functions with the most
// self time and the most total time (with what they call) in a V8 CPU profile, as shares of the
// sampled busy time. A sample lasts until the next one, as DevTools counts it (capped at 20 ms, so
// a descheduled process does not pin a whole wait on one frame). Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/cpuprofile-top.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfOfNode = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfOfNode.set(id, (selfOfNode.get(id) ?? 0) + Math.min(profile.timeDeltas[i + 1] ?? 0, 20_000)),
);

const nameOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|bench)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const idle = new Set(['(idle)', '(root)']);
const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
for (const [id, t] of selfOfNode) {
  const node = byId.get(id)!;
  if (idle.has(node.callFrame.functionName)) continue;
  busy += t;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + t);
  const seen = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
    const n = byId.get(x)!;
    if (idle.has(n.callFrame.functionName) || seen.has(nameOf(n))) continue;
    seen.add(nameOf(n));
    total.set(nameOf(n), (total.get(nameOf(n)) ?? 0) + t);
  }
}

function show(title: string, m: Map<string, number>): void {
  console.log(`\n${title} (busy ${(busy / 1000).toFixed(0)} ms)`);
  for (const [name, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * t) / busy).toFixed(1).padStart(5)} %  ${name}`);
}
show('self time', self);
show('total time', total);
