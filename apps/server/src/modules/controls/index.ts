// The owner's controls of a card (API.md "Card controls"): read and stored here; decided in the issuer's
// authorization decision, which reads the table in the statement that locks the card.
export { getCardControls } from './getCardControls'
export { putCardControls } from './putCardControls'
