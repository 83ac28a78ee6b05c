import { useRevalidator, useRouteError } from 'react-router';
import { ChunkLoadError } from '../routes/load-page.ts';
import { ErrorView } from './error-view.tsx';

/** Error element of every page route: a failed guard call or page chunk, retried in place. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  // Re-running the loaders imports the chunk again (load-page.ts forgets failures).
  return <ErrorView overlay chunk={error instanceof ChunkLoadError} onRetry={() => void revalidator.revalidate()} />;
}
