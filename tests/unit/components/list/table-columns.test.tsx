// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs, type TableColumn } from '../../../../src/components/list/table-columns.ts';

type Row = { id: number };
const column = (id: string, extra: Partial<TableColumn<Row>> = {}): TableColumn<Row> => ({
  id,
  header: id,
  cell: (r) => String(r.id),
  ...extra,
});
const declared = [column('code'), column('amount', { sortable: true }), column('mark', { shown: false })];
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('the desk table columns of a person and page (decision 124)', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the declared defaults: hidden-by-default columns are offered, not shown', () => {
    const { result } = renderHook(() => useColumnPrefs(1, '/order/list', declared));
    expect(ids(result.current.visible)).toEqual(['code', 'amount']);
    expect(result.current.all.map((c) => [c.column.id, c.shown])).toEqual([
      ['code', true],
      ['amount', true],
      ['mark', false],
    ]);
    expect(result.current.sort).toBeNull();
  });

  it('keeps what the person hid, moved and sorted for that person and page only', () => {
    const first = renderHook(() => useColumnPrefs(1, '/order/list', declared));
    act(() => first.result.current.setShown('code', false));
    act(() => first.result.current.setShown('mark', true));
    act(() => first.result.current.move('mark', -1));
    act(() => first.result.current.setSort({ column: 'amount', dir: 'desc' }));

    const again = renderHook(() => useColumnPrefs(1, '/order/list', declared));
    expect(ids(again.result.current.visible)).toEqual(['mark', 'amount']);
    expect(again.result.current.sort).toEqual({ column: 'amount', dir: 'desc' });
    const otherPerson = renderHook(() => useColumnPrefs(2, '/order/list', declared));
    expect(ids(otherPerson.result.current.visible)).toEqual(['code', 'amount']);
    const otherPage = renderHook(() => useColumnPrefs(1, '/order/list/supplier', declared));
    expect(otherPage.result.current.sort).toBeNull();
  });

  it('drops stored columns the page lost, adds new ones with their default, and ignores a sort it cannot do', () => {
    localStorage.setItem(
      'table.columns.1./order/list',
      JSON.stringify({
        columns: [
          { id: 'gone', shown: true },
          { id: 'amount', shown: true },
        ],
        sort: { column: 'code', dir: 'asc' },
      }),
    );
    const { result } = renderHook(() => useColumnPrefs(1, '/order/list', declared));
    expect(ids(result.current.all.map((c) => c.column))).toEqual(['amount', 'code', 'mark']);
    expect(ids(result.current.visible)).toEqual(['amount', 'code']);
    expect(result.current.sort).toBeNull();
  });

  it('reads a damaged stored value as the defaults', () => {
    localStorage.setItem('table.columns.1./order/list', '{not json');
    const { result } = renderHook(() => useColumnPrefs(1, '/order/list', declared));
    expect(ids(result.current.visible)).toEqual(['code', 'amount']);
  });
});
