// What the checkout block shows besides the cart for the checkout routes of visitor-runtime §2: a
// subscription (its cart named by the link), a gift card (its amounts) or a donation (its amounts).
export type CheckoutFlow =
  | {
      kind: 'subscription';
      /** The plan's terms: renews every…, for how many payments, the next charge. */ terms: string | null;
    }
  | {
      kind: 'giftcard';
      title: string;
      amounts: { sku: string; label: string }[];
      selectedSku: string;
      /** The send date's first and last day (YYYY-MM-DD, UTC) and the message's length limit. */
      today: string;
      lastSendDay: string;
      messageMaxChars: number;
    }
  | {
      kind: 'donate';
      title: string;
      description: string;
      /** Suggested amounts in minor units, with their texts. */
      amounts: { cents: number; label: string }[];
      minimum: string;
      maximum: string;
    };
