import { useMutation } from '@tanstack/react-query'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { downloadStatement } from '../api/downloadStatement'
import { saveFile } from '../utils/saveFile'

/** Statement download: saved under the server's file name (default statement.pdf); failure alerts. */
export function useStatementDownload() {
  return useMutation({
    mutationFn: (id: string) => downloadStatement(id),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) =>
      openErrorAlert({
        titleKey: 'cardDetail.statement_error_title',
        error,
        fallbackKey: 'cardDetail.error',
      }),
  })
}
