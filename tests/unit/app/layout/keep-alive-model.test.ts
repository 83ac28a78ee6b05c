import { describe, expect, it } from 'vitest';
import { mountedPaths, nextVisited } from '../../../../src/app/layout/keep-alive-model.ts';

const cachedAll = () => true;

describe('keep-alive of opened pages', () => {
  it('keeps a visited cached page mounted while its tab is open', () => {
    const visited = nextVisited(['/a'], '/b', ['/home', '/a', '/b']);
    expect(mountedPaths(visited, '/b', ['/home', '/a', '/b'], cachedAll)).toEqual(['/a', '/b']);
  });

  it('forgets a page whose tab was closed', () => {
    const visited = nextVisited(['/a', '/b'], '/b', ['/home', '/b']);
    expect(visited).toEqual(['/b']);
    expect(mountedPaths(visited, '/b', ['/home', '/b'], cachedAll)).toEqual(['/b']);
  });

  it('mounts a page that is not cached only while it is shown', () => {
    const tabs = ['/home', '/a', '/b'];
    const visited = nextVisited(['/a'], '/b', tabs);
    expect(mountedPaths(visited, '/b', tabs, (p) => p !== '/a')).toEqual(['/b']);
  });

  it('keeps only the most recently shown pages mounted beyond the cap', () => {
    const tabs = ['/p1', '/p2', '/p3', '/p4', '/p5'];
    let visited: string[] = [];
    for (const p of ['/p1', '/p2', '/p3', '/p4', '/p1', '/p5']) visited = nextVisited(visited, p, tabs);
    expect(visited).toEqual(['/p2', '/p3', '/p4', '/p1', '/p5']);
    // Cap 2: the shown page plus the two shown last before it (p4, p1), in tab order.
    expect(mountedPaths(visited, '/p5', tabs, cachedAll, 2)).toEqual(['/p1', '/p4', '/p5']);
  });

  it('mounts the shown page even when it has no tab', () => {
    expect(mountedPaths(['/x'], '/x', ['/home'], cachedAll)).toEqual(['/x']);
  });
});
