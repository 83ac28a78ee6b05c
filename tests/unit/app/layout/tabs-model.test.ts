import { describe, expect, it } from 'vitest';
import {
  canClose,
  closeAll,
  closeOthers,
  closeTab,
  homePath,
  neighbourOf,
  openTab,
  removedBy,
} from '../../../../src/app/layout/tabs-model.ts';

const a = '/merchants/list';
const b = '/payoutBatch/list';
const c = '/order/list';

describe('tabs', () => {
  it('open: appends a new page after home, once', () => {
    let tabs = openTab([homePath], a);
    tabs = openTab(tabs, b);
    tabs = openTab(tabs, a);
    expect(tabs).toEqual([homePath, a, b]);
  });

  it('open: an opened page leaves the list as it is (same array, no re-render)', () => {
    const tabs = [homePath, a];
    expect(openTab(tabs, a)).toBe(tabs);
  });

  it('open: home leads even when the list did not have it', () => {
    expect(openTab([a], b)).toEqual([homePath, a, b]);
  });

  it('home cannot close', () => {
    expect(canClose(homePath)).toBe(false);
    expect(closeTab([homePath, a], homePath, homePath)).toEqual({ tabs: [homePath, a], active: homePath });
  });

  it('close: a background tab goes, the active one stays active', () => {
    expect(closeTab([homePath, a, b], a, b)).toEqual({ tabs: [homePath, b], active: b });
  });

  it('close: closing the active tab activates the next one, or the previous one when it was last', () => {
    expect(closeTab([homePath, a, b, c], b, b)).toEqual({ tabs: [homePath, a, c], active: c });
    expect(closeTab([homePath, a, b], b, b)).toEqual({ tabs: [homePath, a], active: a });
    expect(closeTab([homePath, a], a, a)).toEqual({ tabs: [homePath], active: homePath });
    expect(neighbourOf([homePath, a], '/unknown')).toBe(homePath);
  });

  it('close others keeps home and the chosen tab, which becomes active', () => {
    expect(closeOthers([homePath, a, b, c], b)).toEqual({ tabs: [homePath, b], active: b });
    expect(closeOthers([homePath, a, b], homePath)).toEqual({ tabs: [homePath], active: homePath });
  });

  it('close all keeps home only and shows it', () => {
    expect(closeAll()).toEqual({ tabs: [homePath], active: homePath });
  });

  it('lists what a bulk close removes (to ask before closing a confirmClose page)', () => {
    expect(removedBy([homePath, a, b, c], [homePath, b])).toEqual([a, c]);
  });
});
