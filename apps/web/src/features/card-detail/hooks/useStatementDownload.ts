import { useMutation } from '@tanstack/react-query'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { downloadStatement, type StatementRequest } from '../api/downloadStatement'
import { saveFile } from '../utils/saveFile'

/** Statement download: saved under the server's file name (default statement.pdf); failure alerts. */
export function useStatementDownload() {
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: StatementRequest }) =>
      downloadStatement(id, request),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) =>
      openErrorAlert({
        titleKey: 'cardDetail.statement_error_title',
        error,
        fallbackKey: 'cardDetail.error',
      }),
  })
}
