/** Query keys of the header search. */
export const searchKeys = {
  all: ['search'] as const,
  find: (q: string) => [...searchKeys.all, 'find', q] as const,
};
