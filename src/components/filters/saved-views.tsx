import { useLingui } from '@lingui/react/macro';
import { Button, Input, Tag, Toast } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  canCall,
  listViewCalls,
  listViewLimits,
  roles,
  viewPublishers,
  type ListViewRow,
  type Role,
  type ViewFilters,
} from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import { roleOf } from '../../lib/user/role-of.ts';
import { useUserInfo } from '../../lib/user/get-user-info.ts';
import { CenterPopup } from '../sheets/overlays.ts';
import { FormSheetFooter } from '../forms/form-sheet.tsx';
import { SheetField, SheetForm } from '../forms/sheet-form.tsx';
import styles from '../list/list.module.css';
import { useUrlSearch } from './use-url-search.ts';

const viewKeys = { page: (page: string) => ['listViews', page] as const };

/** The page's filters as a view keeps them: its URL params, at most one value each. */
const filtersOf = (params: URLSearchParams): ViewFilters => Object.fromEntries(params.entries());

type Editing = { mode: 'save' } | { mode: 'edit'; view: ListViewRow };

/**
 * Saved views of a list page (decision 127): the person's own and those an admin published for
 * their role, as chips; tapping one sets the page's URL filters to it, which the page already
 * reads. "Keep as a view" names the current filters; a view's pencil renames or deletes it.
 */
export function SavedViews({ page, path }: { page: string; path: string }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useUrlSearch(path);
  const role = roleOf(useUserInfo().data);
  const views = useQuery({
    queryKey: viewKeys.page(page),
    queryFn: ({ signal }) => request(listViewCalls.list, { page }, { signal }),
    staleTime: 60_000,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const filtered = params.size > 0;
  const list = views.data ?? [];
  if (list.length === 0 && !filtered) return null;
  const current = params.toString();
  const isCurrent = (v: ListViewRow) => new URLSearchParams(v.filters).toString() === current;

  return (
    <>
      <ul className={styles.chips} aria-label={t({ id: 'views.titles.saved', message: 'Saved views' })}>
        {list.map((v) => {
          const shared = v.sharedRole ? i18n._(roleLabels[v.sharedRole]) : null;
          const text = shared ? t({ id: 'views.texts.sharedName', message: `${v.name} (for ${shared})` }) : v.name;
          return (
            <li key={v.id}>
              <Tag round color="success" fill={isCurrent(v) ? 'solid' : 'outline'} className={styles.chip}>
                <button
                  type="button"
                  className={styles.chipApply}
                  aria-pressed={isCurrent(v)}
                  onClick={() => setParams(new URLSearchParams(v.filters))}
                >
                  {text}
                </button>
                {v.editable && (
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t({ id: 'views.buttons.edit', message: `Rename or delete ${v.name}` })}
                    onClick={() => setEditing({ mode: 'edit', view: v })}
                  >
                    ✎
                  </button>
                )}
              </Tag>
            </li>
          );
        })}
        {filtered && (
          <li>
            <Button size="small" fill="outline" className={styles.button} onClick={() => setEditing({ mode: 'save' })}>
              {t({ id: 'views.buttons.save', message: 'Keep as a view' })}
            </Button>
          </li>
        )}
      </ul>
      <CenterPopup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        bodyClassName={styles.dialog}
        destroyOnClose
      >
        {editing && (
          <ViewForm
            page={page}
            editing={editing}
            filters={filtersOf(params)}
            mayPublish={canCall(viewPublishers, role)}
            onClose={() => setEditing(null)}
          />
        )}
      </CenterPopup>
    </>
  );
}

function ViewForm({
  page,
  editing,
  filters,
  mayPublish,
  onClose,
}: {
  page: string;
  editing: Editing;
  filters: ViewFilters;
  mayPublish: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [name, setName] = useState(editing.mode === 'edit' ? editing.view.name : '');
  const [sharedRole, setSharedRole] = useState<Role | ''>('');
  const [error, setError] = useState<string | undefined>();
  const done = () => client.invalidateQueries({ queryKey: viewKeys.page(page) });
  const save = useMutation({
    mutationFn: () =>
      editing.mode === 'edit'
        ? request(listViewCalls.update, { id: editing.view.id, name: name.trim() })
        : request(listViewCalls.save, { page, name: name.trim(), filters, sharedRole: sharedRole || null }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => request(listViewCalls.delete, { id }),
    onSuccess: done,
  });
  const title =
    editing.mode === 'edit'
      ? t({ id: 'views.titles.edit', message: 'Rename or delete the view' })
      : t({ id: 'views.titles.save', message: 'Save the current filters' });

  const submit = async () => {
    if (!name.trim()) return setError('validation.required');
    setError(undefined);
    try {
      await save.mutateAsync();
      Toast.show({ icon: 'success', content: t({ id: 'views.texts.saved', message: 'View saved' }) });
      onClose();
    } catch {
      // The footer shows the server's answer.
    }
  };

  return (
    <SheetForm title={title} onSubmit={submit}>
      <SheetField id="view-name" label={t({ id: 'views.labels.name', message: 'Name' })} error={error}>
        <Input
          id="view-name"
          value={name}
          onChange={setName}
          maxLength={listViewLimits.nameMax}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'view-name-error' : undefined}
        />
      </SheetField>
      {editing.mode === 'save' && mayPublish && (
        <SheetField
          id="view-role"
          label={t({ id: 'views.labels.publishFor', message: 'Publish for' })}
          error={undefined}
        >
          <select
            id="view-role"
            className={styles.select}
            value={sharedRole}
            onChange={(e) => setSharedRole(e.target.value as Role | '')}
          >
            <option value="">{t({ id: 'views.texts.onlyMe', message: 'Only me' })}</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {i18n._(roleLabels[r])}
              </option>
            ))}
          </select>
        </SheetField>
      )}
      {editing.mode === 'edit' && (
        <Button
          block
          size="large"
          color="danger"
          fill="outline"
          className={styles.button}
          loading={remove.isPending}
          onClick={() =>
            void remove.mutateAsync(editing.view.id).then(
              () => onClose(),
              () => undefined,
            )
          }
        >
          {t({ id: 'views.buttons.delete', message: 'Delete the view' })}
        </Button>
      )}
      <FormSheetFooter
        error={save.error ?? remove.error}
        submitText={t({ id: 'common.buttons.save', message: 'Save' })}
        busy={save.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}
