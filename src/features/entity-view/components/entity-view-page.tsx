import { useLingui } from '@lingui/react/macro';
import { Button, Input, Skeleton, Tag } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { entityTypes, type EntityType } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useUrlSearch } from '../../../components/filters/use-url-search.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useEntity } from '../api/get-entity.ts';
import { EntityFields } from './entity-fields.tsx';
import { entityKeyHints, entityTypeLabels } from './labels.ts';
import { fieldLabel } from '../../../lib/i18n/record-words.ts';
import styles from './entity-view.module.css';

const isEntityType = (v: string | null): v is EntityType =>
  v !== null && (entityTypes as readonly string[]).includes(v);
const keyMax = 64;

/**
 * The entity data viewer (decision 053): any record by type and id or code, its fields and links
 * to its related records. The lookup lives in the address (`?type=order&id=…`), so every record
 * opened is a history entry: Back returns to the one before, and the address can be shared.
 */
export function EntityViewPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useUrlSearch(route.path);
  const urlType = params.get('type');
  const urlKey = (params.get('id') ?? '').trim();
  const lookup = isEntityType(urlType) && urlKey !== '' ? { type: urlType, key: urlKey.slice(0, keyMax) } : null;
  const entity = useEntity(lookup);

  const [type, setType] = useState<EntityType>(lookup?.type ?? 'order');
  const [key, setKey] = useState(lookup?.key ?? '');
  // The form follows the address when a link or Back opens another record.
  const [shown, setShown] = useState(lookup ? `${lookup.type}:${lookup.key}` : '');
  const current = lookup ? `${lookup.type}:${lookup.key}` : '';
  if (current !== shown) {
    setShown(current);
    if (lookup) {
      setType(lookup.type);
      setKey(lookup.key);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = key.trim();
    if (k === '') return;
    setParams(new URLSearchParams({ type, id: k }));
  };

  const hrefOf = (linkType: EntityType, id: string) => ({
    pathname: route.path,
    search: `?${new URLSearchParams({ type: linkType, id }).toString()}`,
  });
  const view = entity.data;
  const showing = lookup !== null && view !== undefined && !entity.isError;

  return (
    <div className={styles.page}>
      <form className={styles.search} onSubmit={submit} role="search">
        <label className={styles.label} htmlFor="entity-type">
          {t({ id: 'entityViewer.fields.type', message: 'Type' })}
        </label>
        <select
          id="entity-type"
          className={styles.select}
          value={type}
          onChange={(e) => setType(e.target.value as EntityType)}
        >
          {entityTypes.map((ty) => (
            <option key={ty} value={ty}>
              {i18n._(entityTypeLabels[ty])}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor="entity-key">
          {t({ id: 'entityViewer.fields.key', message: 'Id or code' })}
        </label>
        <div className={styles.keyRow}>
          <Input
            id="entity-key"
            className={styles.key}
            value={key}
            onChange={setKey}
            maxLength={keyMax}
            clearable
            placeholder={i18n._(entityKeyHints[type])}
          />
          <Button type="submit" color="primary" className={styles.go} disabled={key.trim() === ''}>
            {t({ id: 'entityViewer.buttons.lookUp', message: 'Look up' })}
          </Button>
        </div>
      </form>

      {lookup === null && (
        <p className={styles.hint}>
          {t({
            id: 'entityViewer.texts.start',
            message:
              'Choose a type and enter an id or code. Every record opened here is read only; secrets show only whether they are set.',
          })}
        </p>
      )}
      {lookup !== null && entity.isPending && <Skeleton.Paragraph lineCount={8} animated className={styles.card} />}
      {lookup !== null && entity.isError && <ErrorAlert error={entity.error} />}

      {showing && (
        <article className={styles.card} aria-label={view.title} data-testid="entity-card">
          <header className={styles.head}>
            <Tag color="primary" fill="outline">
              {i18n._(entityTypeLabels[view.type])}
            </Tag>
            <h2 className={styles.title}>{view.title}</h2>
          </header>
          <EntityFields type={view.type} fields={view.fields} />
          <section aria-labelledby="entity-related">
            <h3 id="entity-related" className={styles.subtitle}>
              {t({ id: 'entityViewer.titles.related', message: 'Related records' })}
            </h3>
            {view.related.length === 0 ? (
              <p className={styles.hint}>{t({ id: 'entityViewer.texts.noRelated', message: 'No related records' })}</p>
            ) : (
              <ul className={styles.links}>
                {view.related.map((r) => (
                  <li key={`${r.relation}:${r.type}:${r.id}`}>
                    <Link className={styles.link} to={hrefOf(r.type, r.id)} data-testid="entity-link">
                      <span className={styles.relation}>{fieldLabel(i18n, r.relation)}</span>
                      <span className={styles.linkLabel}>{r.label}</span>
                      <span className={styles.linkType}>{i18n._(entityTypeLabels[r.type])}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      )}
    </div>
  );
}
