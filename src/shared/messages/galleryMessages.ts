// Spec media-and-reporting §8 (console, gallery) and §5 (thrown validation errors).
export const GALLERY_MESSAGES = {
  decodeFailed: 'Error decoding gallery block data.',
  evaluateFailed: 'Error evaluating gallery block data.',
  /** §5: the spec's words, then the name after one space (our reading of the separator). */
  unknownDesign: (name: string): string => `These are not the gallery designs you are looking for ${name}`,
  /** §5: "Could not find transition named" followed by the name, joined by one space (our reading). */
  unknownTransition: (name: string): string => `Could not find transition named ${name}`,
} as const;
