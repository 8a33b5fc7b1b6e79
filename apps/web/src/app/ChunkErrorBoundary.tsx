import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isChunkLoadError } from '../lib/chunks/ChunkLoadError'
import { reloadPage } from '../lib/reloadPage'

/** `page`: in place of a page's content; `floating`: over the page (a modal, menu or the wallet failed). */
type ChunkAlertPlacement = 'page' | 'floating'

const PLACEMENT_CLASS: Record<ChunkAlertPlacement, string> = {
  page: 'mx-auto max-w-xl p-10 text-center',
  floating:
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-slate-700 bg-slate-900 p-5 text-center shadow-lg',
}

/** The chunk-load error (SPEC section 8): what failed, why it may have, and a reload action. */
function ChunkLoadAlert({ placement = 'page' }: { placement?: ChunkAlertPlacement }) {
  const { t } = useTranslation()
  const Heading = placement === 'page' ? 'h1' : 'h2'
  return (
    <div role="alert" className={PLACEMENT_CLASS[placement]}>
      <Heading className="mb-3 text-xl font-bold">{t('chunk_error.title')}</Heading>
      <p className="mb-5 text-slate-300">{t('chunk_error.text')}</p>
      <button type="button" className="rounded-lg bg-indigo-500 px-4 py-2" onClick={reloadPage}>
        {t('chunk_error.reload')}
      </button>
    </div>
  )
}

type Props = {
  children: ReactNode
  placement?: ChunkAlertPlacement
  /** Stays in place beside a floating alert (e.g. the menu button whose dropdown failed). */
  keep?: ReactNode
}
type State = { error: unknown }

/**
 * Around lazy pages, modals, menus and the wallet runtime: a ChunkLoadError (failed or timed-out script
 * chunk) shows ChunkLoadAlert instead of a blank area or an endless spinner. Any other error goes on to the
 * route's error element as before.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    if (!isChunkLoadError(error)) throw error
    return (
      <>
        {this.props.keep}
        <ChunkLoadAlert placement={this.props.placement ?? 'page'} />
      </>
    )
  }
}
