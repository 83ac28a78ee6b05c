/** Query keys of the auth feature; the session's user is `['auth', 'user']`. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};
