import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { reloadPage } from '../lib/reloadPage'

type State = { error: Error | undefined }

/** The route error screen (config or a chunk failed to load), translated. */
export function StartupError() {
  const { t } = useTranslation()
  return (
    <div role="alert" className="mx-auto max-w-xl p-10 text-center">
      <h1 className="mb-3 text-2xl font-bold">{t('startup.title')}</h1>
      <p className="mb-6 text-slate-300">{t('startup.text')}</p>
      <button type="button" className="rounded-lg bg-indigo-500 px-4 py-2" onClick={reloadPage}>
        {t('startup.retry')}
      </button>
    </div>
  )
}

/**
 * Last resort when even the locale file failed: this text is English on purpose (the translations may be
 * what failed to load).
 */
export class StartupErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="mx-auto max-w-xl p-10 text-center">
        <h1 className="mb-3 text-2xl font-bold">The app could not start</h1>
        <p className="mb-6 text-slate-300">The server could not be reached. Please try again.</p>
        <button type="button" className="rounded-lg bg-indigo-500 px-4 py-2" onClick={reloadPage}>
          Try again
        </button>
      </div>
    )
  }
}
