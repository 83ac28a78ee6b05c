import { userCalls } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import { createSecondLevelController } from './second-level-controller.ts';

/** The app's one second-level prompt; the host registers it with the API client. */
export const secondLevel = createSecondLevelController(async (input) => {
  // The server sets token2 as an HttpOnly cookie; the answer's copy is not kept anywhere.
  await request(userCalls.login2, input);
});
