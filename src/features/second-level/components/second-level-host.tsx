import { useEffect } from 'react';
import { setSecondLevelHandler } from '../../../lib/api/client.ts';
import { secondLevel } from '../second-level-store.ts';
import { SecondLevelDialog } from './second-level-dialog.tsx';

/** Mounted once by the app provider: calls answered 1024/1025 wait for this dialog, then retry. */
export function SecondLevelHost() {
  useEffect(() => {
    setSecondLevelHandler(secondLevel.ask);
    return () => {
      // Calls still waiting when the app unmounts fail with their own error.
      setSecondLevelHandler(null);
      secondLevel.cancel();
    };
  }, []);
  return <SecondLevelDialog controller={secondLevel} />;
}
