import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsTemplateCalls, type CallInput, type SmsTemplateRow, type SmsTryResult } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

const keys = {
  all: ['smsTemplates'] as const,
  list: (bankName: string) => [...keys.all, 'list', bankName] as const,
};

/** Every template (a short list, not paged), filtered by bank name when one is typed. */
export const useSmsTemplates = (bankName: string) =>
  useQuery({
    queryKey: keys.list(bankName),
    queryFn: ({ signal }) => request(smsTemplateCalls.list, bankName ? { bankName } : {}, { signal }),
  });

/** Never queued offline: the server checks the template against its example when it is saved. */
function useTemplateMutation<
  C extends typeof smsTemplateCalls.create | typeof smsTemplateCalls.update | typeof smsTemplateCalls.delete,
  O,
>(c: C) {
  const queryClient = useQueryClient();
  return useMutation<O, Error, CallInput<C>>({
    mutationFn: (input) => request(c, input) as Promise<O>,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation<typeof smsTemplateCalls.create, SmsTemplateRow>(smsTemplateCalls.create);
export const useUpdateTemplate = () =>
  useTemplateMutation<typeof smsTemplateCalls.update, SmsTemplateRow>(smsTemplateCalls.update);
export const useDeleteTemplate = () =>
  useTemplateMutation<typeof smsTemplateCalls.delete, { id: number }>(smsTemplateCalls.delete);

/** "Try": reads a pasted SMS with the pattern as typed; stores nothing. */
export const useTrySms = () =>
  useMutation<SmsTryResult, Error, CallInput<typeof smsTemplateCalls.try>>({
    mutationFn: (input) => request(smsTemplateCalls.try, input),
    networkMode: 'always',
  });
