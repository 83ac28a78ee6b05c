import { userCalls } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import { saveToken2 } from '../../lib/api/session.ts';
import { createSecondLevelController } from './second-level-controller.ts';

/** The app's one second-level prompt; the host registers it with the API client. */
export const secondLevel = createSecondLevelController(async (input) => {
  const result = await request(userCalls.login2, input);
  saveToken2(result.token);
});
