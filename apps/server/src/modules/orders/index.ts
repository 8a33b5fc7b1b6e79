// Orders: a card not activated yet, its payment and activation. Flows go through here, never its repo/.

export { ACCEPTING_CONTACT, acceptApplication } from './acceptApplication'
export { createOrder } from './createOrder'
export { activatedCardsToReward } from './repo/activatedCardsToReward'
export { ownersOfFinalActivations } from './repo/ownersOfFinalActivations'
