import { useChallengePrompt } from '../hooks/useChallengePrompt'
import { ChallengePromptView } from './ChallengePromptView'

/**
 * The card's pending 3DS challenge for its owner to approve or decline, polled while the page is
 * visible; nothing while there is none. The card detail page shows it (composed in the app's routes).
 */
export default function CardChallenge({ cardId }: { cardId: string }) {
  const prompt = useChallengePrompt(cardId)
  return prompt ? <ChallengePromptView {...prompt} /> : null
}
