// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptVersion } from '../../../../src/features/receiving-accounts/components/script-version.tsx';
import { renderPage, useApiServer } from '../../support/render-page.tsx';

useApiServer();
afterEach(cleanup);

describe('the script version on a receiving account', () => {
  it('tags the version the device reports as the newest rolled-out one of its bank', () => {
    renderPage(<ScriptVersion row={{ version: '2.5.0', latestScriptVersion: '2.5.0' }} />, '/');
    expect(screen.getByTestId('account-script-version').textContent).toContain('2.5.0');
    expect(screen.getByTestId('account-script-current').textContent).toBe('Newest');
    expect(screen.queryByTestId('account-script-outdated')).toBeNull();
  });

  it('names the newest version when the device runs an older one', () => {
    renderPage(<ScriptVersion row={{ version: '2.3.0', latestScriptVersion: '2.5.0' }} />, '/');
    expect(screen.getByTestId('account-script-outdated').textContent).toBe('Newest is 2.5.0');
    expect(screen.queryByTestId('account-script-current')).toBeNull();
  });

  it('says the device reported none yet, and shows a dash when the bank has no rolled-out script', () => {
    renderPage(<ScriptVersion row={{ version: '', latestScriptVersion: '2.5.0' }} />, '/');
    expect(screen.getByTestId('account-script-version').textContent).toBe('Not reported (newest: 2.5.0)');
    cleanup();
    renderPage(<ScriptVersion row={{ version: '', latestScriptVersion: null }} />, '/');
    expect(screen.getByTestId('account-script-version').textContent).toBe('—');
  });
});
