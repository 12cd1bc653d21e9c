// Gift cards (issue 48): the buyer's recipient fields and a code entered at checkout. Ours: the spec names
// the gift card checkout route, not these texts.
export const GIFT_CARD_MESSAGES = {
  recipientEmail: "Enter the recipient's email address, such as name@example.com.",
  recipientName: "Enter the recipient's name.",
  messageTooLong: 'Keep the message to {max} characters or fewer.',
  sendDate: 'Choose a send date from today ({today}) to {last}.',
  unknownCode: 'There is no gift card with the code {code}. Check it and try again.',
  spentCode: 'The gift card {code} has been spent: nothing is left on it.',
  balanceChanged:
    'The gift card {code} was used in another order meanwhile: {balance} is left on it. Check the total and place the order again.',
  applied: 'Gift card {code} applied: {amount} of its {balance} pays toward this order.',
} as const;
