import { FORM_MESSAGES } from '../messages/formMessages';
import { readTextareaMaxLength } from './readTextareaMaxLength';

interface CharacterCount {
  text: string;
  over: boolean;
}

// Spec visitor-runtime §5: the live counter reads 'count / max' and is flagged over the maximum; no counter
// when the maximum is disabled.
export function describeCharacterCount(value: string, maxLength: unknown): CharacterCount | null {
  const max = readTextareaMaxLength(maxLength);
  if (max === null) return null;
  return { text: FORM_MESSAGES.characterCount(value.length, max), over: value.length > max };
}
