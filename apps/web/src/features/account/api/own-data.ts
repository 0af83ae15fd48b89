import { deleteMyAccount, exportMyData } from '@club/shared/api/own-data';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Fetches everything the club holds about the member and saves it as a JSON file. */
export function useDownloadOwnData() {
  return useMutation({
    mutationFn: async () => {
      const data = await callApi(exportMyData);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${data.club.Alias}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: (password: string | undefined) => callApi(deleteMyAccount, { body: { password } }),
  });
}
