/** Query keys of the error log: `['errorLogs', 'list', {pageNum}]`. */
export const errorLogKeys = {
  all: ['errorLogs'] as const,
  list: (filters: { pageNum: number }) => [...errorLogKeys.all, 'list', filters] as const,
};
