import { DotLoading } from 'antd-mobile';

/** Shown while the first route's loader runs (the user info on a cold start). */
export function PageLoading() {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', color: '#1677ff', fontSize: 28 }}>
      <DotLoading color="currentColor" />
    </div>
  );
}
