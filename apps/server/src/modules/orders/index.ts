// Orders: a card not activated yet, its payment and activation. Flows go through here, never its repo/.
export { activatedCardsToReward } from './repo/activatedCardsToReward'
export { ownersOfFinalActivations } from './repo/ownersOfFinalActivations'
