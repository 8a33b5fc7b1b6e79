import {
  DISPUTE_EVIDENCE_MAX_BYTES,
  DISPUTE_EVIDENCE_NOTE_MAX,
  DISPUTE_EVIDENCE_TYPES,
  type Dispute,
} from '@chaincard/domain'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useSendDisputeEvidence } from '../hooks/useSendDisputeEvidence'
import { evidenceErrorKey } from '../utils/evidenceErrorKey'
import { fileToBase64 } from '../utils/fileToBase64'

const MAX_MB = String(DISPUTE_EVIDENCE_MAX_BYTES / (1024 * 1024))

/** What the form found wrong before sending: the sentence's key. */
type Problem =
  | 'file_required'
  | 'note_required'
  | 'errors.evidence_too_large'
  | 'errors.evidence_type_refused'
  | null

/**
 * "Add evidence" for a dispute the card issuer asked the owner about (status `needs_info`): a file (PDF, JPEG
 * or PNG of at most DISPUTE_EVIDENCE_MAX_BYTES, checked here by type and size before anything is sent, as the
 * server checks it again) or a note. A refusal says why in the dialog; once sent, the dialog says so.
 */
export function EvidenceModal({
  cardId,
  dispute,
  onClose,
}: {
  cardId: string
  dispute: Pick<Dispute, 'id' | 'merchantName'>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const send = useSendDisputeEvidence(cardId, dispute.id)
  const ids = { file: useId(), fileRule: useId(), note: useId(), noteRule: useId(), problem: useId() }
  const fileRef = useRef<HTMLInputElement>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const [kind, setKind] = useState<'file' | 'note'>('file')
  const [file, setFile] = useState<File | null>(null)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<Problem>(null)

  const submit = async () => {
    if (send.isPending) return
    if (kind === 'note') {
      if (note.trim() === '') {
        setProblem('note_required')
        return noteRef.current?.focus()
      }
      setProblem(null)
      return send.mutate({ kind: 'note', text: note.trim() })
    }
    const found: Problem = !file
      ? 'file_required'
      : !(DISPUTE_EVIDENCE_TYPES as readonly string[]).includes(file.type)
        ? 'errors.evidence_type_refused'
        : file.size > DISPUTE_EVIDENCE_MAX_BYTES
          ? 'errors.evidence_too_large'
          : null
    setProblem(found)
    if (found || !file) return fileRef.current?.focus()
    send.mutate({ kind: 'file', filename: file.name, contentType: file.type, data: await fileToBase64(file) })
  }

  const sentence = (key: string) => t(key, { max: MAX_MB, email: supportEmail })
  return (
    <Modal title={t('dispute.evidence.title')} description={dispute.merchantName} onClose={onClose}>
      {send.isSuccess ? (
        <div data-testid="evidence-sent">
          <p role="status" className="mb-4 text-sm text-emerald-200">
            {t('dispute.evidence.sent')}
          </p>
          <Button className="w-full" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <p className="text-sm text-slate-300">{t('dispute.evidence.intro')}</p>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm">{t('dispute.evidence.kind')}</legend>
            {(['file', 'note'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="evidence-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value)
                    setProblem(null)
                  }}
                />
                {t(`dispute.evidence.kind_${value}`)}
              </label>
            ))}
          </fieldset>
          {kind === 'file' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.file} className="text-sm">
                {t('dispute.evidence.file')}
              </label>
              <input
                id={ids.file}
                ref={fileRef}
                type="file"
                accept={DISPUTE_EVIDENCE_TYPES.join(',')}
                className="text-sm text-slate-100"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${ids.fileRule} ${ids.problem}` : ids.fileRule}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  setProblem(null)
                }}
              />
              <p id={ids.fileRule} className="text-xs text-slate-400">
                {t('dispute.evidence.file_rule', { max: MAX_MB })}
              </p>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.note} className="text-sm">
                {t('dispute.evidence.note')}
              </label>
              <textarea
                id={ids.note}
                ref={noteRef}
                rows={5}
                maxLength={DISPUTE_EVIDENCE_NOTE_MAX}
                className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
                value={note}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${ids.noteRule} ${ids.problem}` : ids.noteRule}
                onChange={(event) => {
                  setNote(event.target.value)
                  setProblem(null)
                }}
              />
              <p id={ids.noteRule} className="text-xs text-slate-400">
                {t('dispute.evidence.note_rule', { max: String(DISPUTE_EVIDENCE_NOTE_MAX) })}
              </p>
            </div>
          )}
          {problem ? (
            <p id={ids.problem} className="text-xs text-rose-200">
              {sentence(`dispute.evidence.${problem}`)}
            </p>
          ) : null}
          {send.isError && !problem ? (
            <p role="alert" className="text-sm text-rose-200">
              {sentence(evidenceErrorKey(send.error))}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('common.loading') : t('dispute.evidence.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('dispute.evidence.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
