import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../../src/components/filters/url-filters.ts';
import { monitorLogPhases } from '../../../../src/contract/index.ts';
import { logDecls, logKeys, logShape } from '../../../../src/features/monitor-log/filters.ts';
import { phaseLabel } from '../../../../src/features/monitor-log/labels.ts';

describe('monitor log filters', () => {
  it('offers every phase the server writes', () => {
    const phase = logDecls.find((d) => d.key === 'logPhase');
    expect(phase?.options?.map((o) => o.value)).toEqual([...monitorLogPhases]);
  });

  it('drops an unknown phase and a monitor id that is not a number', () => {
    const params = new URLSearchParams('logPhase=exploded&monitorId=abc&cardNumber=1234');
    expect(readFilters(params, logKeys, logShape)).toEqual({ cardNumber: '1234' });
  });

  it('writes the filters in sheet order, so equal filters give equal URLs', () => {
    expect(writeFilters({ orderCode: 'C1', logPhase: 'matched', monitorId: ' ' }, logKeys).toString()).toBe(
      'logPhase=matched&orderCode=C1',
    );
  });

  it('shows a phase it does not know as it came', () => {
    expect(phaseLabel('matched')?.id).toBe('enum.logPhase.matched');
    expect(phaseLabel('something-new')).toBeUndefined();
  });
});
